/**
 * Seminar venues: invented hotel names at plausible addresses (real streets, postal codes of the
 * right district), one locationId per city. Hotel ids start at 101, far from the spec's
 * "no presence venue" ids 522 and -1.
 */
export interface Venue {
  readonly hotelId: number;
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly locationId: number;
}

export const VENUES: readonly Venue[] = [
  { hotelId: 101, name: 'Hotel Spreewarte', street: 'Friedrichstraße 148', postalCode: '10117', city: 'Berlin', locationId: 1 },
  { hotelId: 102, name: 'Tagungszentrum am Tiergartenufer', street: 'Lützowufer 21', postalCode: '10785', city: 'Berlin', locationId: 1 },
  { hotelId: 103, name: 'Seehotel am Stadtpark', street: 'Südring 34', postalCode: '22303', city: 'Hamburg', locationId: 2 },
  { hotelId: 104, name: 'Hotel Alsterkontor', street: 'Ferdinandstraße 41', postalCode: '20095', city: 'Hamburg', locationId: 2 },
  { hotelId: 105, name: 'Isarhof Tagungshotel', street: 'Zweibrückenstraße 9', postalCode: '80331', city: 'München', locationId: 3 },
  { hotelId: 106, name: 'Hotel Wiesenblick', street: 'Schwanthalerstraße 88', postalCode: '80336', city: 'München', locationId: 3 },
  { hotelId: 107, name: 'Tagungshotel Rheinauhafen', street: 'Agrippinawerft 18', postalCode: '50678', city: 'Köln', locationId: 4 },
  { hotelId: 108, name: 'Hotel Ringpalais', street: 'Hohenzollernring 57', postalCode: '50672', city: 'Köln', locationId: 4 },
  { hotelId: 109, name: 'Konferenzhotel Mainufer', street: 'Untermainkai 30', postalCode: '60329', city: 'Frankfurt am Main', locationId: 5 },
  { hotelId: 110, name: 'Hotel Westendhof', street: 'Mainzer Landstraße 118', postalCode: '60327', city: 'Frankfurt am Main', locationId: 5 },
  { hotelId: 111, name: 'Hotel Weinsteige', street: 'Hohenheimer Straße 54', postalCode: '70184', city: 'Stuttgart', locationId: 6 },
  { hotelId: 112, name: 'Hotel Rheinbogen', street: 'Kaiserswerther Straße 207', postalCode: '40474', city: 'Düsseldorf', locationId: 7 },
  { hotelId: 113, name: 'Auenwald Tagungshotel', street: 'Jahnallee 59', postalCode: '04109', city: 'Leipzig', locationId: 8 },
  { hotelId: 114, name: 'Hotel Elbterrassen', street: 'Königsbrücker Straße 38', postalCode: '01099', city: 'Dresden', locationId: 9 },
  { hotelId: 115, name: 'Tagungshotel am Maschsee', street: 'Hildesheimer Straße 73', postalCode: '30169', city: 'Hannover', locationId: 10 },
  { hotelId: 116, name: 'Hotel Pegnitzhof', street: 'Königstraße 62', postalCode: '90402', city: 'Nürnberg', locationId: 11 },
  { hotelId: 117, name: 'Hotel Weserkontor', street: 'Am Wall 164', postalCode: '28195', city: 'Bremen', locationId: 12 },
  { hotelId: 118, name: 'Tagungshotel Westfalenpark', street: 'An der Buschmühle 5', postalCode: '44139', city: 'Dortmund', locationId: 13 },
  { hotelId: 119, name: 'Hotel Aaseeblick', street: 'Annette-Allee 12', postalCode: '48149', city: 'Münster', locationId: 14 },
  { hotelId: 120, name: 'Schwarzwaldtor Tagungshotel', street: 'Wiesentalstraße 20', postalCode: '79115', city: 'Freiburg im Breisgau', locationId: 15 },
  { hotelId: 121, name: 'Hotel Warnowkai', street: 'Am Strande 3', postalCode: '18055', city: 'Rostock', locationId: 16 },
  { hotelId: 122, name: 'Havelhaus am Park', street: 'Zeppelinstraße 136', postalCode: '14471', city: 'Potsdam', locationId: 17 },
  { hotelId: 123, name: 'Kurparkhotel Saalewiesen', street: 'Kurhausstraße 21', postalCode: '97688', city: 'Bad Kissingen', locationId: 18 },
  { hotelId: 124, name: 'Hotel Dünenweg', street: 'Strandallee 96', postalCode: '23669', city: 'Timmendorfer Strand', locationId: 19 },
];
