import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { toPersianDigits } from '@/lib/format';
import {
  allCombinations,
  combinationLabel,
  newKey,
  type AttributeDraft,
  type CombinationDraft,
  type ControlType,
} from './draft';
import { productsFa as t } from './strings';

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    // A finger-sized row (40 px high), the label part of the target.
    <div className="flex min-h-10 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-[var(--color-primary)]"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

export { Check };

/**
 * The product's attributes (colour, size…) with their values, and the combinations sold with their own stock.
 * Errors come keyed by the schema's path (`attributes.0.values.1.name`).
 */
export function AttributesEditor({
  attributes,
  combinations,
  attributeNames,
  errors,
  disabled,
  onAttributes,
  onCombinations,
}: {
  attributes: AttributeDraft[];
  combinations: CombinationDraft[];
  attributeNames: string[];
  errors: Record<string, string>;
  disabled: boolean;
  onAttributes: (attributes: AttributeDraft[]) => void;
  onCombinations: (combinations: CombinationDraft[]) => void;
}) {
  const listId = useId();
  const change = (index: number, patch: Partial<AttributeDraft>) =>
    onAttributes(attributes.map((attribute, i) => (i === index ? { ...attribute, ...patch } : attribute)));
  return (
    <div className="grid gap-4">
      <datalist id={listId}>
        {attributeNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {attributes.map((attribute, index) => (
        <fieldset key={attribute.key} className="grid gap-3 rounded-lg border p-3" data-attribute-index={index}>
          <legend className="px-1 text-sm font-medium">{t.attributeLabel(toPersianDigits(index + 1))}</legend>
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
            <FormField label={t.attributeName} hint={t.attributeNameHint} error={errors[`attributes.${index}.name`]}>
              <Input
                list={listId}
                value={attribute.name}
                disabled={disabled}
                onChange={(event) => change(index, { name: event.target.value })}
              />
            </FormField>
            <FormField label={t.controlType}>
              <NativeSelect
                value={attribute.controlType}
                disabled={disabled}
                onChange={(event) => change(index, { controlType: event.target.value as ControlType })}
              >
                {(Object.keys(t.controlTypes) as ControlType[]).map((type) => (
                  <option key={type} value={type}>
                    {t.controlTypes[type]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <Button
              variant="ghost"
              className="text-destructive"
              aria-label={t.removeAttribute(attribute.name)}
              disabled={disabled}
              onClick={() => onAttributes(attributes.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
          <Check
            label={t.attributeRequired}
            checked={attribute.isRequired}
            disabled={disabled}
            onChange={(isRequired) => change(index, { isRequired })}
          />
          {attribute.controlType === 'TextBox' ? (
            <p className="text-sm text-muted-foreground">{t.textBoxHint}</p>
          ) : (
            <div className="grid gap-2">
              <p className="text-sm font-medium">{t.values}</p>
              {errors[`attributes.${index}.values`] ? (
                <p role="alert" className="text-sm text-destructive">
                  {errors[`attributes.${index}.values`]}
                </p>
              ) : null}
              {attribute.values.map((value, valueIndex) => (
                <div key={value.key} className="grid grid-cols-[1fr_8rem_auto] items-end gap-2">
                  <FormField label={t.valueName} error={errors[`attributes.${index}.values.${valueIndex}.name`]}>
                    <Input
                      value={value.name}
                      disabled={disabled}
                      onChange={(event) =>
                        change(index, {
                          values: attribute.values.map((v, i) =>
                            i === valueIndex ? { ...v, name: event.target.value } : v,
                          ),
                        })
                      }
                    />
                  </FormField>
                  <FormField
                    label={t.valueAdjustment}
                    error={errors[`attributes.${index}.values.${valueIndex}.priceAdjustment`]}
                  >
                    <Input
                      dir="ltr"
                      inputMode="numeric"
                      value={value.adjustment}
                      disabled={disabled}
                      onChange={(event) =>
                        change(index, {
                          values: attribute.values.map((v, i) =>
                            i === valueIndex ? { ...v, adjustment: event.target.value } : v,
                          ),
                        })
                      }
                    />
                  </FormField>
                  <Button
                    variant="ghost"
                    className="text-destructive"
                    aria-label={t.removeValue(value.name)}
                    disabled={disabled}
                    onClick={() => change(index, { values: attribute.values.filter((_, i) => i !== valueIndex) })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              ))}
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={disabled}
                onClick={() =>
                  change(index, {
                    values: [
                      ...attribute.values,
                      { key: newKey(), name: '', adjustment: '', isPreSelected: false, colorRgb: null },
                    ],
                  })
                }
              >
                <Plus aria-hidden />
                {t.addValue}
              </Button>
            </div>
          )}
        </fieldset>
      ))}
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={disabled}
        onClick={() =>
          onAttributes([
            ...attributes,
            {
              key: newKey(),
              name: '',
              controlType: 'DropdownList',
              isRequired: true,
              values: [{ key: newKey(), name: '', adjustment: '', isPreSelected: false, colorRgb: null }],
            },
          ])
        }
      >
        <Plus aria-hidden />
        {t.addAttribute}
      </Button>

      {attributes.length > 0 ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <h3 className="font-medium">{t.combinations}</h3>
              <p className="text-xs text-muted-foreground">{t.combinationsHint}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => onCombinations(allCombinations(attributes, combinations))}
            >
              {t.makeCombinations}
            </Button>
          </div>
          {combinations.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noCombinations}</p>
          ) : (
            <ul className="grid gap-2">
              {combinations.map((combination, index) => {
                const label = combinationLabel(combination);
                const patch = (change: Partial<CombinationDraft>) =>
                  onCombinations(combinations.map((c, i) => (i === index ? { ...c, ...change } : c)));
                return (
                  <li
                    key={combination.key}
                    className="grid grid-cols-2 items-end gap-2 rounded-md border p-2 sm:grid-cols-[1fr_7rem_9rem_auto_auto]"
                    aria-label={`${t.combination} ${label}`}
                    data-combination={label}
                  >
                    <p className="col-span-2 self-center font-medium sm:col-span-1">{label}</p>
                    <FormField label={t.combinationStock} error={errors[`combinations.${index}.stockQuantity`]}>
                      <Input
                        dir="ltr"
                        inputMode="numeric"
                        value={combination.stock}
                        disabled={disabled}
                        onChange={(event) => patch({ stock: event.target.value })}
                      />
                    </FormField>
                    <FormField label={t.combinationSku}>
                      <Input
                        dir="ltr"
                        value={combination.sku}
                        disabled={disabled}
                        onChange={(event) => patch({ sku: event.target.value })}
                      />
                    </FormField>
                    <div className="pb-2">
                      <Check
                        label={t.combinationBackorder}
                        checked={combination.backorder}
                        disabled={disabled}
                        onChange={(backorder) => patch({ backorder })}
                      />
                    </div>
                    <Button
                      variant="ghost"
                      className="text-destructive"
                      aria-label={t.removeCombination(label)}
                      disabled={disabled}
                      onClick={() => onCombinations(combinations.filter((_, i) => i !== index))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
