import { describe, expect, it } from 'vitest';
import {
  countPlaces,
  findPlace,
  listMainTowns,
  listPlaces,
  locatePlace,
  type Place,
  searchPlaces,
} from './gazetteer';

const where = (place: Place | undefined) => place && `${place.name} (${place.province})`;

describe('findPlace', () => {
  it('knows every Italian comune', () => {
    expect(countPlaces()).toBeGreaterThan(7800);
  });

  it.each([
    ['Milano', 45.46, 9.19],
    ['Roma', 41.89, 12.48],
    ['Napoli', 40.85, 14.27],
    ['Palermo', 38.12, 13.36],
    ['Bologna', 44.49, 11.34],
  ])('places %s within 0.1° of its known position', (name, latitude, longitude) => {
    const place = findPlace(name);
    expect(place?.name).toBe(name);
    expect(Math.abs((place?.latitude ?? 0) - latitude)).toBeLessThan(0.1);
    expect(Math.abs((place?.longitude ?? 0) - longitude)).toBeLessThan(0.1);
  });

  it.each([
    ['Forli', 'Forlì (FC)'],
    ['forlì', 'Forlì (FC)'],
    ["Forli'", 'Forlì (FC)'],
    ['  MILANO  ', 'Milano (MI)'],
    ["Sant'Agata Bolognese", "Sant'Agata Bolognese (BO)"],
    ['Sant’Agata Bolognese', "Sant'Agata Bolognese (BO)"],
    ['Sant Agata   bolognese', "Sant'Agata Bolognese (BO)"],
    ['Santagata Bolognese', "Sant'Agata Bolognese (BO)"],
    ["Cava de' Tirreni", "Cava de' Tirreni (SA)"],
    ['Corigliano Rossano', 'Corigliano-Rossano (CS)'],
  ])('forgives accents, apostrophes, case and spaces: %s', (query, expected) => {
    expect(where(findPlace(query))).toBe(expected);
  });

  it.each([
    ['Reggio Emilia', "Reggio nell'Emilia (RE)"],
    ["Reggio nell'Emilia", "Reggio nell'Emilia (RE)"],
    ['Reggio Calabria', 'Reggio di Calabria (RC)'],
    ['Bolzano', 'Bolzano/Bozen (BZ)'],
    ['Bozen', 'Bolzano/Bozen (BZ)'],
    ['Brixen', 'Bressanone/Brixen (BZ)'],
    ['Aquila', "L'Aquila (AQ)"],
    ['Milan', 'Milano (MI)'],
  ])('answers the alias %s', (query, expected) => {
    expect(where(findPlace(query))).toBe(expected);
  });

  it.each([
    ['Castro', 'Castro (LE)'],
    ['Castro (LE)', 'Castro (LE)'],
    ['Castro (BG)', 'Castro (BG)'],
    ['castro ( bg )', 'Castro (BG)'],
    ['Castro BG', 'Castro (BG)'],
    ['Castro LE', 'Castro (LE)'],
    ['Castro RE', 'Castro (LE)'],
    ['Samone TN', 'Samone (TN)'],
    ['Samone (TO)', 'Samone (TO)'],
    ['Re', 'Re (VB)'],
  ])('tells homonyms apart by province: %s', (query, expected) => {
    expect(where(findPlace(query))).toBe(expected);
  });

  it.each([
    ['20121', 'Milano (MI)'],
    ['00118', 'Roma (RM)'],
    ['40121', 'Bologna (BO)'],
    ['39100', 'Bolzano/Bozen (BZ)'],
  ])('finds the CAP %s', (query, expected) => {
    expect(where(findPlace(query))).toBe(expected);
  });

  it.each([
    ['Via Roma 1, 40121 Bologna', 'Bologna (BO)'],
    ['Via Roma 1, Bologna', 'Bologna (BO)'],
    ['Bologna, via di Roma 1', 'Bologna (BO)'],
    ['Piazza Milano 3, 00118 Torino', 'Roma (RM)'],
    ['Via Firenze 2, 73030 Castro (LE)', 'Castro (LE)'],
    ['Corso Italia 10 Castro BG', 'Castro (BG)'],
    ['Via Roma', 'Roma (RM)'],
  ])('reads the address %s', (query, expected) => {
    expect(where(findPlace(query))).toBe(expected);
  });

  it.each(['', '   ', 'Atlantide', 'Springfield', '99999', 'Via dei Mille 3'])(
    'finds nothing for %j',
    (query) => {
      expect(findPlace(query)).toBeUndefined();
    },
  );

  it('answers in well under 5 ms once the index is built', () => {
    findPlace('warm up');
    const queries = ['Forli', 'Castro (LE)', '20121', 'Via Roma 1, 40121 Bologna', 'Atlantide', 'Bozen'];
    const rounds = 500;
    const started = Date.now();
    for (let i = 0; i < rounds; i++) for (const query of queries) findPlace(query);
    const perLookup = (Date.now() - started) / (rounds * queries.length);
    expect(perLookup).toBeLessThan(5);
  });
});

describe('locatePlace', () => {
  it.each([
    ['20131', 'Milano (MI)'],
    ['Via Padova 100, Milano', 'Milano (MI)'],
    ['viale monza 2 milano', 'Milano (MI)'],
    ['Via Roma 1, 40121 Bologna', 'Bologna (BO)'],
    ['Piazza Maggiore, Bologna (BO)', 'Bologna (BO)'],
    ['Mestre', 'Venezia (VE)'],
    ['Ostia', 'Roma (RM)'],
  ])('says that %s is only placed at its comune’s centre', (query, expected) => {
    const located = locatePlace(query);
    expect(located && where(located.place)).toBe(expected);
    expect(located?.approximate).toBe(true);
  });

  it.each([
    ['Milano', 'Milano (MI)'],
    ['Castro (LE)', 'Castro (LE)'],
    ['Castro BG', 'Castro (BG)'],
    ['Sant Agata bolognese', "Sant'Agata Bolognese (BO)"],
    ['Reggio Emilia', "Reggio nell'Emilia (RE)"],
    ['39012', 'Merano/Meran (BZ)'],
  ])('places %s where it means: a comune, or the one CAP of a comune', (query, expected) => {
    const located = locatePlace(query);
    expect(located && where(located.place)).toBe(expected);
    expect(located?.approximate).toBe(false);
  });

  it('finds what findPlace finds', () => {
    expect(locatePlace('Atlantide')).toBeUndefined();
    expect(locatePlace('20131')?.place).toBe(findPlace('20131'));
  });
});

describe('searchPlaces', () => {
  it('puts the exact name first, then the most populous names that start with the text', () => {
    const names = searchPlaces('Sant Agata', 5).map((p) => p.name);
    expect(names).toHaveLength(5);
    expect(names.every((name) => name.startsWith("Sant'Agata"))).toBe(true);
    const roma = searchPlaces('roma', 3).map((p) => p.name);
    expect(roma[0]).toBe('Roma');
    expect(roma.slice(1).every((name) => name.startsWith('Roma'))).toBe(true);
  });

  it('filters by province', () => {
    expect(searchPlaces('Castro (BG)').map(where)).toEqual(['Castro (BG)']);
    expect(searchPlaces('Castro LE').map(where)[0]).toBe('Castro (LE)');
  });

  it('takes digits as the start of a CAP', () => {
    expect(searchPlaces('20121').map(where)).toEqual(['Milano (MI)']);
    expect(searchPlaces('001', 20).map(where)).toContain('Roma (RM)');
  });

  it('falls back to the address reading, and respects the limit', () => {
    expect(searchPlaces('Via Roma 1, 40121 Bologna').map(where)).toEqual(['Bologna (BO)']);
    expect(searchPlaces('San', 7)).toHaveLength(7);
    expect(searchPlaces('Atlantide')).toEqual([]);
  });
});

describe('listPlaces', () => {
  it('lists every comune, most populous first', () => {
    const places = listPlaces();
    expect(places).toHaveLength(countPlaces());
    expect(places.slice(0, 2).map(where)).toEqual(['Roma (RM)', 'Milano (MI)']);
    expect(places.map(where)).toContain('Sesto San Giovanni (MI)');
  });
});

describe('listMainTowns', () => {
  it('lists provincial capitals and large towns, most populous first', () => {
    const towns = listMainTowns();
    expect(towns[0]?.name).toBe('Roma');
    expect(towns.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Aosta', 'Isernia', 'Giugliano in Campania']),
    );
    expect(towns.length).toBeGreaterThan(100);
    expect(towns.length).toBeLessThan(250);
  });
});
