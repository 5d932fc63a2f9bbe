/** Spec §9: the three monthly plans, shown on the landing page's pricing section. */
export interface Plan {
  name: string;
  pricePerMonth: number;
  features: string[];
  isMostPopular: boolean;
  cta: 'Start Free Trial' | 'Contact Sales';
}

export const PLANS: Plan[] = [
  {
    name: 'Starter',
    pricePerMonth: 149,
    features: [
      '50 conversations per month',
      'Portfolio integration (50 pieces)',
      'Basic mockups',
      'Email support',
      'Basic analytics',
    ],
    isMostPopular: false,
    cta: 'Start Free Trial',
  },
  {
    name: 'Professional',
    pricePerMonth: 349,
    features: [
      '200 conversations per month',
      'Unlimited portfolio',
      'Advanced mockups plus placement',
      'Calendar integration',
      'Priority support',
      'Advanced analytics and A/B testing',
    ],
    isMostPopular: true,
    cta: 'Start Free Trial',
  },
  {
    name: 'Studio',
    pricePerMonth: 749,
    features: [
      'Unlimited conversations',
      '3 artist profiles',
      'Custom style training',
      'White-label options',
      'API access',
      'Dedicated success manager',
    ],
    isMostPopular: false,
    cta: 'Contact Sales',
  },
];

export const FREE_TRIAL_DAYS = 14;
