import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Address, AddressBar } from './address';

/* The address bar handed down to what React renders (an island, a story): src/lib/address.ts. */

const AddressContext = createContext<AddressBar | null>(null);

export function AddressProvider({ value, children }: { value: AddressBar; children: ReactNode }) {
  return <AddressContext.Provider value={value}>{children}</AddressContext.Provider>;
}

/** The address bar handed down by the site (the browser's) or a story (a stand-in). */
export function useAddressBar(): AddressBar {
  const bar = useContext(AddressContext);
  if (!bar) throw new Error('useAddressBar needs an AddressProvider (the island providers or the Storybook preview)');
  return bar;
}

/**
 * Per address bar, the address the prerendered page shows: its path alone
 * (one object, as React asks of a snapshot). Where the address is no more
 * than that, it is the address's own object: React then sees nothing
 * change after hydration and renders nothing again.
 */
const prerenderedAddresses = new WeakMap<AddressBar, Address>();
const prerenderedAddress = (bar: AddressBar): Address => {
  const current = bar.current();
  if (current.search === '' && current.hash === '') return current;
  let address = prerenderedAddresses.get(bar);
  if (!address) prerenderedAddresses.set(bar, (address = { pathname: current.pathname, search: '', hash: '' }));
  return address;
};

/**
 * The current address. While the prerenderer renders and while the browser
 * hydrates what it wrote, the query and the fragment read as empty, as the
 * prerendered page could not know them; the real ones follow in the next
 * render, so hydration matches.
 */
export function useAddress(): Address {
  const bar = useAddressBar();
  return useSyncExternalStore(bar.subscribe, bar.current, () => prerenderedAddress(bar));
}
