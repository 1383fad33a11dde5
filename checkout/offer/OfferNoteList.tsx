import type { OfferNote } from '@/checkout/offer/offerNotes';
import { styled } from '@/ui/stitches.config';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Item = styled('li', {
  padding: '$3 $4',
  marginTop: '$2',
  borderRadius: '$sm',
  backgroundColor: '$secondaryLow',
  border: '1px solid $secondaryPure',
  color: '$neutralHigh',
  fontSize: '$sm',
});
const Title = styled('strong', { display: 'block', fontSize: '$md', marginBottom: '$1' });

/**
 * The offer terms of a plan (voucher, free trial or trial already used, annual only), as a
 * list under its price: on the offer step and in the payment step's plan summary.
 */
export function OfferNoteList({ notes }: { notes: readonly OfferNote[] }) {
  if (notes.length === 0) return null;
  return (
    <List aria-label="Condições da oferta">
      {notes.map((note) => (
        <Item key={note.kind} data-offer-note={note.kind}>
          <Title>{note.title}</Title>
          {note.detail}
        </Item>
      ))}
    </List>
  );
}
