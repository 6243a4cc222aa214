export const escapeName = (name: string) => name.replace(/\$/g, '\\$');

export const wholeName = (name: string) => `(?<![\\w$])${escapeName(name)}(?![\\w$])`;
