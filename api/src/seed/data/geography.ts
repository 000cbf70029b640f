/** Real geography used by the demo fairs and the location filters. Names are the official French forms. */

export type GeoCountry = 'FR' | 'BE' | 'CA';

/** A first-level region: a French region (INSEE code) or a Québec administrative region ('01'…'17'). */
export interface Region {
  code: string;
  name: string;
  country: 'FR' | 'CA';
  /** 'FR' for French regions, 'QC' for Québec's administrative regions (their codes overlap with France's). */
  group: 'FR' | 'QC';
}

/** A Belgian province (or the Brussels-Capital Region) or a Canadian province or territory. */
export interface Province {
  /** ISO 3166-2 code, e.g. 'BE-VAN', 'CA-QC'. */
  code: string;
  /** Same ISO 3166-2 code, kept explicit for callers that look for it. */
  isoCode: string;
  name: string;
  country: 'BE' | 'CA';
}

/** A French department (INSEE code) and the INSEE code of its region. */
export interface Department {
  code: string;
  name: string;
  regionCode: string;
}

/**
 * A city: French cities link to a department, Québec cities to a Québec region (Region.group 'QC'),
 * Belgian cities to a province. Canadian postal codes are the forward sortation area (first 3 characters).
 */
export interface City {
  name: string;
  postalCode: string;
  country: GeoCountry;
  departmentCode?: string;
  regionCode?: string;
  provinceCode?: string;
}

/** An arrondissement of Paris, Lyon or Marseille. */
export interface District {
  number: number;
  name: string;
  cityName: string;
  postalCode: string;
}

export interface PostalCode {
  code: string;
  cityName: string;
  country: GeoCountry;
}

const FR_REGIONS: Region[] = [
  { code: '01', name: 'Guadeloupe', country: 'FR', group: 'FR' },
  { code: '02', name: 'Martinique', country: 'FR', group: 'FR' },
  { code: '03', name: 'Guyane', country: 'FR', group: 'FR' },
  { code: '04', name: 'La Réunion', country: 'FR', group: 'FR' },
  { code: '06', name: 'Mayotte', country: 'FR', group: 'FR' },
  { code: '11', name: 'Île-de-France', country: 'FR', group: 'FR' },
  { code: '24', name: 'Centre-Val de Loire', country: 'FR', group: 'FR' },
  { code: '27', name: 'Bourgogne-Franche-Comté', country: 'FR', group: 'FR' },
  { code: '28', name: 'Normandie', country: 'FR', group: 'FR' },
  { code: '32', name: 'Hauts-de-France', country: 'FR', group: 'FR' },
  { code: '44', name: 'Grand Est', country: 'FR', group: 'FR' },
  { code: '52', name: 'Pays de la Loire', country: 'FR', group: 'FR' },
  { code: '53', name: 'Bretagne', country: 'FR', group: 'FR' },
  { code: '75', name: 'Nouvelle-Aquitaine', country: 'FR', group: 'FR' },
  { code: '76', name: 'Occitanie', country: 'FR', group: 'FR' },
  { code: '84', name: 'Auvergne-Rhône-Alpes', country: 'FR', group: 'FR' },
  { code: '93', name: "Provence-Alpes-Côte d'Azur", country: 'FR', group: 'FR' },
  { code: '94', name: 'Corse', country: 'FR', group: 'FR' },
];

const QC_REGIONS: Region[] = [
  { code: '01', name: 'Bas-Saint-Laurent', country: 'CA', group: 'QC' },
  { code: '02', name: 'Saguenay–Lac-Saint-Jean', country: 'CA', group: 'QC' },
  { code: '03', name: 'Capitale-Nationale', country: 'CA', group: 'QC' },
  { code: '04', name: 'Mauricie', country: 'CA', group: 'QC' },
  { code: '05', name: 'Estrie', country: 'CA', group: 'QC' },
  { code: '06', name: 'Montréal', country: 'CA', group: 'QC' },
  { code: '07', name: 'Outaouais', country: 'CA', group: 'QC' },
  { code: '08', name: 'Abitibi-Témiscamingue', country: 'CA', group: 'QC' },
  { code: '09', name: 'Côte-Nord', country: 'CA', group: 'QC' },
  { code: '10', name: 'Nord-du-Québec', country: 'CA', group: 'QC' },
  { code: '11', name: 'Gaspésie–Îles-de-la-Madeleine', country: 'CA', group: 'QC' },
  { code: '12', name: 'Chaudière-Appalaches', country: 'CA', group: 'QC' },
  { code: '13', name: 'Laval', country: 'CA', group: 'QC' },
  { code: '14', name: 'Lanaudière', country: 'CA', group: 'QC' },
  { code: '15', name: 'Laurentides', country: 'CA', group: 'QC' },
  { code: '16', name: 'Montérégie', country: 'CA', group: 'QC' },
  { code: '17', name: 'Centre-du-Québec', country: 'CA', group: 'QC' },
];

/** France's 18 regions (13 metropolitan + 5 overseas), then Québec's 17 administrative regions. */
export const REGIONS: Region[] = [...FR_REGIONS, ...QC_REGIONS];

function province(code: string, name: string): Province {
  const country = code.slice(0, 2);
  if (country !== 'BE' && country !== 'CA') throw new Error(`Unexpected province code ${code}`);
  return { code, isoCode: code, name, country };
}

/** Belgium's 10 provinces + Brussels-Capital Region, Canada's 10 provinces + 3 territories. */
export const PROVINCES: Province[] = [
  province('BE-VAN', 'Anvers'),
  province('BE-VLI', 'Limbourg'),
  province('BE-VOV', 'Flandre-Orientale'),
  province('BE-VBR', 'Brabant flamand'),
  province('BE-VWV', 'Flandre-Occidentale'),
  province('BE-WBR', 'Brabant wallon'),
  province('BE-WHT', 'Hainaut'),
  province('BE-WLG', 'Liège'),
  province('BE-WLX', 'Luxembourg'),
  province('BE-WNA', 'Namur'),
  province('BE-BRU', 'Région de Bruxelles-Capitale'),
  province('CA-AB', 'Alberta'),
  province('CA-BC', 'Colombie-Britannique'),
  province('CA-MB', 'Manitoba'),
  province('CA-NB', 'Nouveau-Brunswick'),
  province('CA-NL', 'Terre-Neuve-et-Labrador'),
  province('CA-NS', 'Nouvelle-Écosse'),
  province('CA-ON', 'Ontario'),
  province('CA-PE', 'Île-du-Prince-Édouard'),
  province('CA-QC', 'Québec'),
  province('CA-SK', 'Saskatchewan'),
  province('CA-NT', 'Territoires du Nord-Ouest'),
  province('CA-NU', 'Nunavut'),
  province('CA-YT', 'Yukon'),
];

/** The 101 French departments (INSEE COG), with their region's INSEE code. */
export const DEPARTMENTS: Department[] = [
  { code: '01', name: 'Ain', regionCode: '84' },
  { code: '02', name: 'Aisne', regionCode: '32' },
  { code: '03', name: 'Allier', regionCode: '84' },
  { code: '04', name: 'Alpes-de-Haute-Provence', regionCode: '93' },
  { code: '05', name: 'Hautes-Alpes', regionCode: '93' },
  { code: '06', name: 'Alpes-Maritimes', regionCode: '93' },
  { code: '07', name: 'Ardèche', regionCode: '84' },
  { code: '08', name: 'Ardennes', regionCode: '44' },
  { code: '09', name: 'Ariège', regionCode: '76' },
  { code: '10', name: 'Aube', regionCode: '44' },
  { code: '11', name: 'Aude', regionCode: '76' },
  { code: '12', name: 'Aveyron', regionCode: '76' },
  { code: '13', name: 'Bouches-du-Rhône', regionCode: '93' },
  { code: '14', name: 'Calvados', regionCode: '28' },
  { code: '15', name: 'Cantal', regionCode: '84' },
  { code: '16', name: 'Charente', regionCode: '75' },
  { code: '17', name: 'Charente-Maritime', regionCode: '75' },
  { code: '18', name: 'Cher', regionCode: '24' },
  { code: '19', name: 'Corrèze', regionCode: '75' },
  { code: '2A', name: 'Corse-du-Sud', regionCode: '94' },
  { code: '2B', name: 'Haute-Corse', regionCode: '94' },
  { code: '21', name: "Côte-d'Or", regionCode: '27' },
  { code: '22', name: "Côtes-d'Armor", regionCode: '53' },
  { code: '23', name: 'Creuse', regionCode: '75' },
  { code: '24', name: 'Dordogne', regionCode: '75' },
  { code: '25', name: 'Doubs', regionCode: '27' },
  { code: '26', name: 'Drôme', regionCode: '84' },
  { code: '27', name: 'Eure', regionCode: '28' },
  { code: '28', name: 'Eure-et-Loir', regionCode: '24' },
  { code: '29', name: 'Finistère', regionCode: '53' },
  { code: '30', name: 'Gard', regionCode: '76' },
  { code: '31', name: 'Haute-Garonne', regionCode: '76' },
  { code: '32', name: 'Gers', regionCode: '76' },
  { code: '33', name: 'Gironde', regionCode: '75' },
  { code: '34', name: 'Hérault', regionCode: '76' },
  { code: '35', name: 'Ille-et-Vilaine', regionCode: '53' },
  { code: '36', name: 'Indre', regionCode: '24' },
  { code: '37', name: 'Indre-et-Loire', regionCode: '24' },
  { code: '38', name: 'Isère', regionCode: '84' },
  { code: '39', name: 'Jura', regionCode: '27' },
  { code: '40', name: 'Landes', regionCode: '75' },
  { code: '41', name: 'Loir-et-Cher', regionCode: '24' },
  { code: '42', name: 'Loire', regionCode: '84' },
  { code: '43', name: 'Haute-Loire', regionCode: '84' },
  { code: '44', name: 'Loire-Atlantique', regionCode: '52' },
  { code: '45', name: 'Loiret', regionCode: '24' },
  { code: '46', name: 'Lot', regionCode: '76' },
  { code: '47', name: 'Lot-et-Garonne', regionCode: '75' },
  { code: '48', name: 'Lozère', regionCode: '76' },
  { code: '49', name: 'Maine-et-Loire', regionCode: '52' },
  { code: '50', name: 'Manche', regionCode: '28' },
  { code: '51', name: 'Marne', regionCode: '44' },
  { code: '52', name: 'Haute-Marne', regionCode: '44' },
  { code: '53', name: 'Mayenne', regionCode: '52' },
  { code: '54', name: 'Meurthe-et-Moselle', regionCode: '44' },
  { code: '55', name: 'Meuse', regionCode: '44' },
  { code: '56', name: 'Morbihan', regionCode: '53' },
  { code: '57', name: 'Moselle', regionCode: '44' },
  { code: '58', name: 'Nièvre', regionCode: '27' },
  { code: '59', name: 'Nord', regionCode: '32' },
  { code: '60', name: 'Oise', regionCode: '32' },
  { code: '61', name: 'Orne', regionCode: '28' },
  { code: '62', name: 'Pas-de-Calais', regionCode: '32' },
  { code: '63', name: 'Puy-de-Dôme', regionCode: '84' },
  { code: '64', name: 'Pyrénées-Atlantiques', regionCode: '75' },
  { code: '65', name: 'Hautes-Pyrénées', regionCode: '76' },
  { code: '66', name: 'Pyrénées-Orientales', regionCode: '76' },
  { code: '67', name: 'Bas-Rhin', regionCode: '44' },
  { code: '68', name: 'Haut-Rhin', regionCode: '44' },
  { code: '69', name: 'Rhône', regionCode: '84' },
  { code: '70', name: 'Haute-Saône', regionCode: '27' },
  { code: '71', name: 'Saône-et-Loire', regionCode: '27' },
  { code: '72', name: 'Sarthe', regionCode: '52' },
  { code: '73', name: 'Savoie', regionCode: '84' },
  { code: '74', name: 'Haute-Savoie', regionCode: '84' },
  { code: '75', name: 'Paris', regionCode: '11' },
  { code: '76', name: 'Seine-Maritime', regionCode: '28' },
  { code: '77', name: 'Seine-et-Marne', regionCode: '11' },
  { code: '78', name: 'Yvelines', regionCode: '11' },
  { code: '79', name: 'Deux-Sèvres', regionCode: '75' },
  { code: '80', name: 'Somme', regionCode: '32' },
  { code: '81', name: 'Tarn', regionCode: '76' },
  { code: '82', name: 'Tarn-et-Garonne', regionCode: '76' },
  { code: '83', name: 'Var', regionCode: '93' },
  { code: '84', name: 'Vaucluse', regionCode: '93' },
  { code: '85', name: 'Vendée', regionCode: '52' },
  { code: '86', name: 'Vienne', regionCode: '75' },
  { code: '87', name: 'Haute-Vienne', regionCode: '75' },
  { code: '88', name: 'Vosges', regionCode: '44' },
  { code: '89', name: 'Yonne', regionCode: '27' },
  { code: '90', name: 'Territoire de Belfort', regionCode: '27' },
  { code: '91', name: 'Essonne', regionCode: '11' },
  { code: '92', name: 'Hauts-de-Seine', regionCode: '11' },
  { code: '93', name: 'Seine-Saint-Denis', regionCode: '11' },
  { code: '94', name: 'Val-de-Marne', regionCode: '11' },
  { code: '95', name: "Val-d'Oise", regionCode: '11' },
  { code: '971', name: 'Guadeloupe', regionCode: '01' },
  { code: '972', name: 'Martinique', regionCode: '02' },
  { code: '973', name: 'Guyane', regionCode: '03' },
  { code: '974', name: 'La Réunion', regionCode: '04' },
  { code: '976', name: 'Mayotte', regionCode: '06' },
];

function fr(name: string, postalCode: string, departmentCode: string): City {
  return { name, postalCode, country: 'FR', departmentCode };
}

function qc(name: string, postalCode: string, regionCode: string): City {
  return { name, postalCode, country: 'CA', regionCode };
}

function be(name: string, postalCode: string, provinceCode: string): City {
  return { name, postalCode, country: 'BE', provinceCode };
}

/**
 * French cities carry the postal code of their town hall (Paris 4e, Lyon 1er, Marseille 2e);
 * the arrondissements' own codes are in DISTRICTS.
 */
export const CITIES: City[] = [
  fr('Paris', '75004', '75'),
  fr('Lyon', '69001', '69'),
  fr('Marseille', '13002', '13'),
  fr('Toulouse', '31000', '31'),
  fr('Lille', '59000', '59'),
  fr('Bordeaux', '33000', '33'),
  fr('Nantes', '44000', '44'),
  fr('Strasbourg', '67000', '67'),
  fr('Nice', '06000', '06'),
  fr('Montpellier', '34000', '34'),
  fr('Rennes', '35000', '35'),
  fr('Grenoble', '38000', '38'),
  fr('Dijon', '21000', '21'),
  fr('Rouen', '76000', '76'),
  fr('Caen', '14000', '14'),
  fr('Tours', '37000', '37'),
  fr('Orléans', '45000', '45'),
  fr('Clermont-Ferrand', '63000', '63'),
  fr('Limoges', '87000', '87'),
  fr('Poitiers', '86000', '86'),
  fr('Amiens', '80000', '80'),
  fr('Besançon', '25000', '25'),
  fr('Metz', '57000', '57'),
  fr('Nancy', '54000', '54'),
  fr('Angers', '49000', '49'),
  fr('Le Mans', '72000', '72'),
  fr('Saint-Étienne', '42000', '42'),
  fr('Annecy', '74000', '74'),
  fr('Pau', '64000', '64'),
  fr('Toulon', '83000', '83'),
  fr('Avignon', '84000', '84'),
  fr('Quimper', '29000', '29'),
  fr('Bourg-en-Bresse', '01000', '01'),
  fr('Colmar', '68000', '68'),
  fr('Versailles', '78000', '78'),
  fr('Nanterre', '92000', '92'),
  fr('Bobigny', '93000', '93'),
  fr('Créteil', '94000', '94'),
  fr('Évry-Courcouronnes', '91000', '91'),
  fr('Cergy', '95000', '95'),
  fr('Ajaccio', '20000', '2A'),
  fr('Bastia', '20200', '2B'),
  fr('Basse-Terre', '97100', '971'),
  fr('Fort-de-France', '97200', '972'),
  fr('Cayenne', '97300', '973'),
  fr('Saint-Denis', '97400', '974'),
  fr('Mamoudzou', '97600', '976'),
  qc('Montréal', 'H2Y', '06'),
  qc('Québec', 'G1R', '03'),
  qc('Laval', 'H7V', '13'),
  qc('Gatineau', 'J8X', '07'),
  qc('Longueuil', 'J4K', '16'),
  qc('Sherbrooke', 'J1H', '05'),
  qc('Saguenay', 'G7H', '02'),
  qc('Trois-Rivières', 'G9A', '04'),
  qc('Lévis', 'G6V', '12'),
  qc('Rimouski', 'G5L', '01'),
  qc('Rouyn-Noranda', 'J9X', '08'),
  qc('Sept-Îles', 'G4R', '09'),
  be('Bruxelles', '1000', 'BE-BRU'),
  be('Antwerpen', '2000', 'BE-VAN'),
  be('Gent', '9000', 'BE-VOV'),
  be('Brugge', '8000', 'BE-VWV'),
  be('Leuven', '3000', 'BE-VBR'),
  be('Hasselt', '3500', 'BE-VLI'),
  be('Wavre', '1300', 'BE-WBR'),
  be('Liège', '4000', 'BE-WLG'),
  be('Namur', '5000', 'BE-WNA'),
  be('Charleroi', '6000', 'BE-WHT'),
  be('Mons', '7000', 'BE-WHT'),
  be('Arlon', '6700', 'BE-WLX'),
];

/** Arrondissement n of a city whose postal codes run prefix + 01…: Paris 750nn, Lyon 6900n, Marseille 130nn. */
function arrondissements(cityName: string, postalPrefix: string, count: number): District[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    return {
      number,
      name: `${number === 1 ? '1er' : `${number}e`} arrondissement`,
      cityName,
      postalCode: `${postalPrefix}${String(number).padStart(2, '0')}`,
    };
  });
}

/** Paris's 20, Lyon's 9 and Marseille's 16 arrondissements (Paris 16e: main code 75016; 75116 also exists). */
export const DISTRICTS: District[] = [
  ...arrondissements('Paris', '750', 20),
  ...arrondissements('Lyon', '690', 9),
  ...arrondissements('Marseille', '130', 16),
];

function derivePostalCodes(): PostalCode[] {
  const byKey = new Map<string, PostalCode>();
  const add = (entry: PostalCode): void => {
    byKey.set(`${entry.country}|${entry.code}|${entry.cityName}`, entry);
  };
  for (const city of CITIES) add({ code: city.postalCode, cityName: city.name, country: city.country });
  for (const district of DISTRICTS)
    add({ code: district.postalCode, cityName: district.cityName, country: 'FR' });
  return [...byKey.values()].sort(
    (a, b) => a.country.localeCompare(b.country) || a.code.localeCompare(b.code),
  );
}

/** Distinct (country, code, city) triples from CITIES and DISTRICTS. */
export const POSTAL_CODES: PostalCode[] = derivePostalCodes();
