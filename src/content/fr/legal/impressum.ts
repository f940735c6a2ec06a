/**
 * The Mentions légales: who runs this website. Every fact comes from
 * `operator.ts`; the samples there are marked «(exemple)» until the operator
 * replaces them.
 */
import { operator } from '../../operator';
import { operatorWords } from '../operator';
import { pathsIn } from '../../../lib/paths';
import { legalFrame } from './frame';
import { paragraph, type LegalDocumentContent } from '../../legal/legalDocument';

const paths = pathsIn('fr-CH');

const { address, dataProtectionOfficer: dpo } = operator;
const postalAddress = [operator.company, address.street, `${address.postalCode} ${address.city}`, operatorWords.country];
const sample = (value: string) => `${value} ${operatorWords.sample}`;
/** The seat in French prose («Zurich»); the postal address keeps the official «Zürich». */
const cityInProse = ({ Zürich: 'Zurich' } as const satisfies Record<typeof address.city, string>)[address.city];
/** The VAT number carries the language's abbreviation: «MWST» in German, «TVA» in French. */
const vatNumber = operator.vatNumber.replace(/ MWST$/, ' TVA');

export const impressumContent = {
  id: 'impressum',
  title: 'Mentions légales',
  lead: `Ce site est exploité par ${operator.company}, dont le siège est à ${cityInProse}. Vous trouverez ici les informations nécessaires pour nous joindre ou pour faire valoir vos droits à notre égard.`,
  ...legalFrame,
  numbered: false,
  sections: [
    {
      id: 'exploitant',
      title: 'Exploitant du site',
      blocks: [
        {
          kind: 'facts',
          items: [
            { term: 'Entreprise', lines: [operator.company] },
            { term: 'Adresse postale', lines: postalAddress },
            { term: 'Direction', lines: [sample(operator.managingDirector)] },
          ],
        },
      ],
    },
    {
      id: 'registre',
      title: 'Registre du commerce et TVA',
      blocks: [
        {
          kind: 'facts',
          items: [
            { term: 'Registre du commerce', lines: [operatorWords.register] },
            { term: 'Numéro d’identification des entreprises (IDE)', lines: [sample(operator.uid)] },
            { term: 'Numéro de TVA', lines: [sample(vatNumber)] },
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          kind: 'facts',
          items: [
            { term: 'E-mail', lines: [operator.email], href: `mailto:${operator.email}` },
            { term: 'Téléphone', lines: [operator.phone.display], href: operator.phone.href },
            { term: 'Horaires', lines: operatorWords.hours.map((entry) => `${entry.days}: ${entry.hours}`) },
          ],
        },
      ],
    },
    {
      id: 'conseiller',
      title: 'Conseiller à la protection des données',
      blocks: [
        paragraph(
          'Pour toute question sur le traitement de vos données personnelles, adressez-vous à notre conseiller à la protection des données. Cette fonction est indépendante au sein de l’entreprise et ne reçoit aucune instruction sur le contenu de ses appréciations.',
        ),
        {
          kind: 'facts',
          items: [
            { term: 'Nom', lines: [sample(dpo.name)] },
            { term: 'E-mail', lines: [dpo.email], href: `mailto:${dpo.email}` },
            { term: 'Courrier', lines: [`${operator.company}, Conseiller à la protection des données`, address.street, `${address.postalCode} ${address.city}`] },
          ],
        },
        paragraph('La manière dont nous traitons les données personnelles est décrite dans notre', { label: 'politique de confidentialité', to: paths.privacy }),
      ],
    },
    {
      id: 'litiges',
      title: 'Règlement en ligne des litiges de l’UE',
      blocks: [
        paragraph('La Commission européenne met à disposition une plateforme de règlement en ligne des litiges entre entreprises et consommateurs dans l’UE:', {
          label: 'ec.europa.eu/consumers/odr',
          href: 'https://ec.europa.eu/consumers/odr',
        }),
        paragraph(
          'En tant qu’entreprise suisse dont les services s’adressent aux entreprises et aux organisations, nous ne sommes ni tenus ni disposés à participer à une procédure devant un organe de conciliation pour les consommateurs. En cas de désaccord, écrivez-nous directement: nous chercherons une solution avec vous.',
        ),
      ],
    },
    {
      id: 'contenus-liens',
      title: 'Contenus et liens',
      blocks: [
        paragraph(
          'Nous rédigeons les contenus de ce site avec soin et les tenons à jour. Pour un contrat, seules l’offre et les conditions générales de vente font foi, et non les descriptions publiées sur le site.',
          { label: 'Voir les CGV', to: paths.terms },
        ),
        paragraph(
          'Les liens vers des sites d’autres fournisseurs mènent à des contenus que nous ne contrôlons pas; chaque fournisseur répond des siens. Si nous apprenons qu’un lien mène à un contenu illicite, nous le supprimons.',
        ),
        paragraph(
          `Les textes, images et la conception graphique de ce site appartiennent à ${operator.company} ou aux titulaires de droits mentionnés. Pour toute utilisation en dehors d’un cadre privé, demandez-nous d’abord notre accord.`,
        ),
      ],
    },
  ],
} as const satisfies LegalDocumentContent;
