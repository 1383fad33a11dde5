import { styled } from '@/ui/stitches.config';

const List = styled('ul', { listStyle: 'none', margin: '0 0 $5', padding: 0 });
const Item = styled('li', {
  position: 'relative',
  paddingLeft: '$6',
  marginBottom: '$2',
  fontSize: '$md',
  color: '$neutralHigh',
  '&::before': {
    content: '"✓"',
    position: 'absolute',
    left: 0,
    top: 0,
    fontWeight: '$bold',
    color: '$successHigh',
  },
});

/** What the buyer gets, as a check-marked list (offer, presentation and md steps). */
export function BenefitList({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <Item key={item}>{item}</Item>
      ))}
    </List>
  );
}
