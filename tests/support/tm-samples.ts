// Real-looking bilingual samples for the translation memory: a Montréal café's web page in English
// and in Québec French (« » with no-break spaces, « M. », "Dr.", a price and a time).
const NB = '\u00a0';

export const CAFE_EN = [
  'Welcome to Café Laurier',
  'Our patio is heated all winter. Mr. Tremblay, our owner, opened the café in 1998 on St. Denis Street.',
  'Dr. Nadia Roy, a regular, says: "It is the warmest patio in the city." Come and see for yourself!',
  'Brunch is served from 9 a.m. to 2 p.m. on weekends. A latte costs $4.50.',
  'Book a table by phone or online.',
].join('\n\n');

export const CAFE_FR = [
  'Bienvenue au Café Laurier',
  `Notre terrasse est chauffée tout l’hiver. M. Tremblay, notre propriétaire, a ouvert le café en 1998 sur la rue Saint-Denis.`,
  `La Dre Nadia Roy, une habituée, affirme${NB}: «${NB}C’est la terrasse la plus chaude en ville.${NB}» Venez voir par vous-même${NB}!`,
  `Le brunch est servi de 9 h à 14 h la fin de semaine. Un latté coûte 4,50${NB}$.`,
  'Réservez une table par téléphone ou en ligne.',
].join('\n\n');

/** A long French paragraph with the cases the bare segmenter gets wrong. */
export const TRICKY_FR = `M. Gagnon a dit${NB}: «${NB}La terrasse est chauffée.${NB}» Elle est ouverte tout l’hiver${NB}! Mme Roy et le Dr. Smith viennent-ils${NB}? Oui.`;
export const TRICKY_EN =
  'Mr. Smith met Dr. Jones on St. Catherine St. today. "It is heated." She said so. Mrs. Lee, e.g. the chef, agreed.';
