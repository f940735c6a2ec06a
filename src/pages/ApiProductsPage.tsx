import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { ApiHero } from '../sections/api/ApiHero';
import { ApiBenefits } from '../sections/api/ApiBenefits';
import { ApiQuickstart } from '../sections/api/ApiQuickstart';
import { ApiPricingTable } from '../sections/api/ApiPricingTable';
import { ApiClosingCta } from '../sections/api/ApiClosingCta';

/** The API products page /de/api-products: the sections in the order of the specification. */
export function ApiProductsPage({ content }: { content: PageContent<'apiProducts'> }) {
  const apiProductsContent = content.apiProducts;
  return (
    <>
      <ApiHero content={apiProductsContent.hero} />
      <ApiBenefits content={apiProductsContent.benefits} />
      <ApiQuickstart content={apiProductsContent.quickstart} />
      <ApiPricingTable content={apiProductsContent.pricing} />
      <ApiClosingCta content={apiProductsContent.closingCta} />
    </>
  );
}

/** The page's module, which the route table loads. */
export const page = { Page: ApiProductsPage } satisfies PageModule<'apiProducts'>;
