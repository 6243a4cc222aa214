import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { LocationPicker } from '@/features/address/components/location-picker';
import { locationChoice, type MapLocation } from '@/features/address/location-choice';
import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';

const coordinate = (value: number) => toPersianDigits(value.toFixed(5));

/** Picks the address's map location; confirming hands it back to the address form. */
export default function SelectLocationOnMapPage() {
  const [location, setLocation] = useState<MapLocation | null>(() => locationChoice.get());
  const router = useIonRouter();

  const confirm = () => {
    if (!location) return;
    locationChoice.set(location);
    if (router.canGoBack()) router.goBack();
    else router.push(paths.addressDetails.link(), 'back', 'replace');
  };

  return (
    <IonPage>
      <PageHeader title={fa.pages.selectLocationOnMap} backHref={paths.addressDetails.link()} />
      <IonContent className="ion-padding">
        <p>{fa.map.hint}</p>
        <LocationPicker value={location} onChange={setLocation} />
        <p className="location-summary" role="status">
          {location
            ? fa.address.locationChosen(coordinate(location.latitude), coordinate(location.longitude))
            : fa.map.noneYet}
        </p>
        <div className="form">
          <button type="button" className="form-button" disabled={!location} onClick={confirm}>
            {fa.map.confirm}
          </button>
        </div>
      </IonContent>
    </IonPage>
  );
}
