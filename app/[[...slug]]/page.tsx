import { notFound } from 'next/navigation';
import { HomePage } from '@/components/screens/home-page';

interface PageProps {
  params: Promise<{ slug?: string[] }>;
}

/** The catch-all: every content path of spec 2.2 is resolved here and rendered by its screen. */
export default async function CatchAllPage({ params }: PageProps) {
  const { slug = [] } = await params;
  if (slug.length > 0) notFound();
  return (
    <HomePage
      header="Smycken som fångar ljuset"
      intro="Ringar, halsband och örhängen i guld, silver och pärla – formgivna för att bäras varje dag och sparas för alltid."
      primaryAction={{ label: 'Upptäck nyheter', href: '/' }}
      secondaryAction={{ label: 'Våra varumärken', href: '/' }}
      promises={[
        { title: 'Fri frakt', text: 'Fri frakt på alla beställningar över 499 kr.' },
        { title: '30 dagars öppet köp', text: 'Ångra dig i lugn och ro – returen är alltid kostnadsfri.' },
        { title: 'Presentinslagning', text: 'Vi slår in ditt smycke för hand, redo att ge bort.' },
      ]}
    />
  );
}
