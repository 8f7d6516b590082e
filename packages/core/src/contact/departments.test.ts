import { describe, expect, it } from 'vitest';
import {
  BRAND_CATEGORIES,
  DEPARTMENT_IDS,
  SALES_OPTIONS,
  SUPPORT_OPTIONS,
  TARGET_BRANDS,
  TARGET_FUNCTIONS,
  contactFormBody,
  departmentLabel,
  isDepartmentId,
} from './departments';

describe('contact choices', () => {
  it('have the ids of the contract and the counts of docs/requirements.md §9', () => {
    expect(DEPARTMENT_IDS).toEqual([
      'customerSupport',
      'salesDistribution',
      'hrRecruitment',
      'marketingBranding',
      'generalInquiries',
    ]);
    expect(SUPPORT_OPTIONS).toEqual(['productFeedback', 'orderTracking', 'innovationCenter']);
    expect(SALES_OPTIONS).toEqual(['export', 'privateLabel', 'uae', 'ksa']);
    expect(TARGET_FUNCTIONS).toHaveLength(12);
    expect(new Set(TARGET_FUNCTIONS).size).toBe(12);
    expect(TARGET_BRANDS).toHaveLength(14);
    expect(TARGET_BRANDS).toContain('OTHER');
    expect(BRAND_CATEGORIES).toEqual(['CHOCOLATE', 'SNACKS']);
  });

  it.each([
    ['customerSupport', 'Customer Support'],
    ['salesDistribution', 'Sales & Distribution Inquiries'],
    ['hrRecruitment', 'HR & Recruitment'],
    ['marketingBranding', 'Marketing & Branding'],
    ['generalInquiries', 'General inquiries'],
    ['somethingElse', 'somethingElse'],
  ])('sends department %s as %s', (id, label) => {
    expect(departmentLabel(id)).toBe(label);
  });

  it('recognises department ids only', () => {
    expect(isDepartmentId('hrRecruitment')).toBe(true);
    expect(isDepartmentId('HR & Recruitment')).toBe(false);
  });

  it.each([
    ['marketingBranding', 'marketing'],
    ['hrRecruitment', 'recruitment'],
    ['customerSupport', 'support'],
    ['salesDistribution', 'message'],
    ['generalInquiries', 'message'],
    ['', 'message'],
  ])('shows the %s form body as %s', (department, body) => {
    expect(contactFormBody(department)).toBe(body);
  });
});
