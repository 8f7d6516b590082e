/**
 * Delivery cities (docs/requirements.md §1 and §5): the order carries the English name exactly;
 * labels come from `checkout:cities.<id>`.
 */
export const CITIES = [
  { id: 'abuDhabi', name: 'Abu Dhabi' },
  { id: 'dubai', name: 'Dubai' },
  { id: 'sharjah', name: 'Sharjah' },
  { id: 'ajman', name: 'Ajman' },
  { id: 'ummAlQuwain', name: 'Umm Al-Quwain' },
  { id: 'fujairah', name: 'Fujairah' },
  { id: 'rasAlKhaimah', name: 'Ras Al Khaimah' },
  { id: 'alAin', name: 'Al-Ain' },
] as const;

export type CityId = (typeof CITIES)[number]['id'];
export type CityName = (typeof CITIES)[number]['name'];

export const CITY_NAMES: readonly CityName[] = CITIES.map((city) => city.name);
