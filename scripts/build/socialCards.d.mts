// Types for socialCards.mjs, for its test; the build runs it as it is.
import type { ReactElement } from 'react';

export interface CardFont {
  name: string;
  data: Buffer;
  weight: number;
  style: 'normal';
}
export function cardFonts(family: string): Promise<CardFont[]>;
export function dataUrl(file: string, type: string): Promise<string>;
export function renderCard(element: ReactElement, options: { fonts: CardFont[]; size: { width: number; height: number } }): Promise<Buffer>;
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null;
export function writeSocialCards(
  cards: ReadonlyArray<{ path: string; element: ReactElement }>,
  options: { outDir: string; size: { width: number; height: number }; fonts: CardFont[] },
): Promise<Array<{ path: string; bytes: number }>>;
