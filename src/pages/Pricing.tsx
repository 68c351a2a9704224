import { Banner } from '../components/Banner.tsx';
import type { TemplateProps } from '../lib/route-loader.ts';
import type { PageData } from '../lib/types.ts';

export default function Pricing({ data }: TemplateProps<PageData>) {
  return (
    <main id="main" tabIndex={-1}>
      <Banner meta={data.meta} />
    </main>
  );
}
