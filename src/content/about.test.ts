import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentFor } from './siteContent';

const { aboutContent } = contentFor('de-CH').about;

const { members } = aboutContent.team;

describe('the About page team', () => {
  it('has five members, exactly three of them with a LinkedIn profile named for the person', () => {
    expect(members).toHaveLength(5);
    const withProfile = members.filter((member) => member.linkedin !== null);
    expect(withProfile).toHaveLength(3);
    for (const member of withProfile) {
      expect(member.linkedin?.label).toBe(`Profil von ${member.name} auf LinkedIn`);
      expect(member.linkedin?.href).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    }
  });

  it('shows each member in a local photo whose declared size is the file’s own', () => {
    for (const { photo, name } of members) {
      expect(photo.alt, name).toContain(name);
      const svg = readFileSync(new URL(`../../public${photo.src}`, import.meta.url), 'utf8');
      expect(svg, photo.src).toContain(`width="${photo.width}" height="${photo.height}"`);
    }
  });

  it('quotes one of the five as the founder', () => {
    const { author, role } = aboutContent.philosophy.statement;
    expect(members).toContainEqual(expect.objectContaining({ name: author, role }));
  });
});
