import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from './job-posting-json-ld';
import type { JobData } from './jobs.loaders';

const job = (location: string, employment: JobData['details']['employment'], publishedAt: string | null = '2026-11-20T08:00:00Z'): JobData => ({
  id: 42,
  kind: 'job',
  section: 'redaktion',
  slug: 'redakteur-wissensportal-m-w-d',
  title: 'Redakteur <Wissensportal> (m/w/d)',
  teaser: 'Sie schreiben verständliche Beiträge.',
  author: null,
  publishedAt,
  topicSlug: null,
  tags: [],
  path: '/jobs-karriere/offene-stellen/redaktion/42',
  details: { location, employment, startText: 'ab sofort' },
  body: [
    { type: 'heading', text: 'Ihre Aufgaben' },
    { type: 'list', items: ['Recherche & Redaktion'] },
  ],
});

describe('jobPostingJsonLd', () => {
  it('has every field search engines require, the dates in ISO form and valid eight weeks', () => {
    expect(jobPostingJsonLd(job('München', 'Teilzeit'), 'https://www.example.org')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Redakteur <Wissensportal> (m/w/d)',
      description: '<p>Sie schreiben verständliche Beiträge.</p><h3>Ihre Aufgaben</h3><ul><li>Recherche &amp; Redaktion</li></ul>',
      datePosted: '2026-11-20',
      validThrough: '2027-01-15T22:59:59Z',
      employmentType: ['PART_TIME'],
      identifier: { '@type': 'PropertyValue', name: 'ifb Seminare', value: '42' },
      url: 'https://www.example.org/jobs-karriere/offene-stellen/redaktion/42',
      hiringOrganization: { '@type': 'Organization', name: 'ifb Seminare', sameAs: 'https://www.example.org' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'München', addressCountry: 'DE' } },
    });
  });

  it('marks an offer that allows remote work as telecommute within Germany', () => {
    expect(jobPostingJsonLd(job('München oder remote', 'Werkstudium'), 'https://x.example')).toMatchObject({
      employmentType: ['PART_TIME', 'INTERN'],
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Deutschland' },
      jobLocation: { address: { addressLocality: 'München' } },
    });
  });

  it('announces nothing for an offer without a publication date', () => {
    expect(jobPostingJsonLd(job('München', 'Vollzeit', null), 'https://x.example')).toBeUndefined();
  });
});
