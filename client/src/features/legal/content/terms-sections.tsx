import { DELETION_PROCESSING_DAYS, MINIMUM_CLIENT_AGE } from '#common/constants/limits.ts';
import { FREE_TRIAL_DAYS } from '#common/constants/plans.ts';
import type { LegalSection } from '../components/numbered-sections.tsx';

/** Spec §2: the Terms of Service, 16 sections. `supportEmail` is where notices and questions go. */
export function termsSections(supportEmail: string): LegalSection[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      id: 'acceptance',
      title: 'Acceptance of These Terms',
      body: (
        <>
          <p>
            These terms are an agreement between you and Inkdesk (“Inkdesk”, “we”, “us”) about your use of the
            Inkdesk website, the consultation chat and the artist dashboard (together, “the service”). By
            creating an account or using the service, you accept them. If you use Inkdesk for a studio or
            another business, you accept them on its behalf and confirm that you may do so.
          </p>
          <p>
            Our <a href="/privacy">Privacy Policy</a> explains what we do with personal data and is part of
            these terms.
          </p>
        </>
      ),
    },
    {
      id: 'service',
      title: 'The Service',
      body: (
        <>
          <p>
            Inkdesk is an AI assistant for tattoo artists and studios. It answers inquiries from prospective
            clients, for example in your Instagram direct messages or in the chat on your Inkdesk page, asks
            them about their idea, style, placement, size, budget, references and timing, and turns each
            conversation into a lead with a fit score for you to review.
          </p>
          <p>
            Depending on your plan, the service also shows clients pieces from your portfolio, generates rough
            concept images, offers your booking link and lets you compare conversation styles. Plans and their
            limits are listed on our <a href="/#pricing">pricing section</a>.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Eligibility and Your Account',
      body: (
        <>
          <p>
            You must be at least {MINIMUM_CLIENT_AGE} years old to use Inkdesk, whether as an artist or as a
            client chatting with an artist’s assistant. You sign in through our identity provider; keep access
            to that sign-in safe, because anyone who has it can act as you in Inkdesk.
          </p>
          <p>
            Give accurate profile information and keep it current. You are responsible for what happens under
            your account, including what your studio’s staff do with it. Tell us at {mail} as soon as you
            think someone else has used it.
          </p>
        </>
      ),
    },
    {
      id: 'billing',
      title: 'Free Trial, Plans and Billing',
      body: (
        <>
          <p>
            Every plan starts with a {FREE_TRIAL_DAYS}-day free trial. No credit card is required to start it,
            and there is no setup fee. When the trial ends, the service continues only if you choose a plan.
          </p>
          <ul>
            <li>Plans are billed monthly, in advance, at the price shown when you subscribe.</li>
            <li>
              You can cancel at any time; the service stays available until the end of the month you have paid
              for, and we do not refund partial months unless the law requires it.
            </li>
            <li>
              We may change prices for future months. We will email you at least 30 days before a change
              applies to you, and you can cancel before it does.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'instagram',
      title: 'Instagram and Other Connected Accounts',
      body: (
        <>
          <p>
            To answer your Instagram messages, you connect an Instagram Business or Creator account. You
            authorise Inkdesk to read and reply to direct messages and to read your posts, captions and their
            statistics for your portfolio, within the permissions you grant. You can disconnect at any time in
            Settings; the assistant then stops replying on Instagram.
          </p>
          <p>
            Your use of Instagram stays subject to Meta’s own terms and policies. Inkdesk is not made,
            endorsed or supported by Meta, and we are not responsible for changes or outages on their side
            that limit what Inkdesk can do.
          </p>
        </>
      ),
    },
    {
      id: 'ai-output',
      title: 'AI Replies, Scores and Concept Images',
      body: (
        <>
          <p>
            The assistant’s replies, the fit scores and the concept images are produced automatically. They
            are there to save you time, not to replace your judgement: they can be wrong, incomplete or miss
            context.
          </p>
          <ul>
            <li>
              The assistant does not quote prices or dates you have not set, and it does not confirm bookings
              on your behalf. Prices, deposits and appointments are agreed between you and your client.
            </li>
            <li>
              Concept images are rough starting points, clearly labelled as such. They are not finished
              designs and are not meant to be tattooed as they are.
            </li>
            <li>
              You decide which leads to contact, accept or turn down, and you are responsible for that choice.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'your-content',
      title: 'Your Content',
      body: (
        <>
          <p>
            Your profile, portfolio images, descriptions and settings remain yours. You give Inkdesk a limited
            licence to store, copy, resize and display them, and to process them with our AI providers, only
            to run the service for you: for example to show matching pieces to your clients or to describe a
            new portfolio upload.
          </p>
          <p>
            Upload only work you have the right to share. Do not upload other artists’ designs as your own, or
            photos of people who have not agreed to be shown.
          </p>
        </>
      ),
    },
    {
      id: 'client-information',
      title: 'Client Information You Receive',
      body: (
        <>
          <p>
            Conversations with your assistant, the reference images clients send and the contact details they
            give are shared with you so that you can answer their inquiry. Treat them with care:
          </p>
          <ul>
            <li>Use them only to reply to the inquiry and to work with that client.</li>
            <li>Do not sell them, or add clients to marketing lists without their consent.</li>
            <li>Follow the data protection law that applies to you as the artist they contacted.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      body: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>
              use Inkdesk to send spam, unsolicited bulk messages, or messages that break Instagram’s rules;
            </li>
            <li>
              use it for anything illegal, hateful or harassing, or to deceive clients about who they talk to;
            </li>
            <li>offer tattoos to, or collect data from, anyone under {MINIMUM_CLIENT_AGE};</li>
            <li>
              try to get at other artists’ data, probe or overload our systems, get around rate limits or plan
              limits, or copy the service by scraping it;
            </li>
            <li>use the public demos, such as the storage demo, as storage for anything real.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Our Intellectual Property',
      body: (
        <p>
          The Inkdesk software, design, name and logo belong to us or our licensors. These terms give you the
          right to use the service while your account is active; they do not transfer any ownership. If you
          send us feedback, we may use it to improve Inkdesk without owing you anything for it.
        </p>
      ),
    },
    {
      id: 'third-parties',
      title: 'Third-Party Services',
      body: (
        <p>
          Inkdesk relies on other companies to work: the sign-in provider, Instagram, hosting and storage
          providers, and the AI providers that write replies and generate images. Their services come with
          their own terms. We choose them with care, but we do not control them and are not responsible for
          their availability or for what they do outside our agreements with them.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Suspension and Termination',
      body: (
        <>
          <p>
            You can stop using Inkdesk and delete your account at any time, as described on the{' '}
            <a href="/data-deletion">data deletion page</a>. We delete your data within{' '}
            {DELETION_PROCESSING_DAYS} days of your request.
          </p>
          <p>
            We may suspend or close an account that breaks these terms, puts clients or other artists at risk,
            or is unpaid. Unless the problem is serious or urgent, we will tell you first and give you a
            chance to fix it and to export your leads.
          </p>
        </>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      body: (
        <p>
          We work hard to keep Inkdesk available and correct, but the service is provided “as is” and “as
          available”. To the extent the law allows, we do not promise that it will be uninterrupted or free of
          errors, that every inquiry will be answered, or that any lead will book. Nothing in these terms
          limits rights you have as a consumer that cannot be excluded by contract.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      body: (
        <p>
          To the extent the law allows, Inkdesk is not liable for indirect or consequential losses, such as
          lost bookings, lost profits or lost data, and our total liability for any claim about the service is
          limited to the amount you paid us in the 12 months before the claim. These limits do not apply to
          losses caused by our fraud or gross negligence, or to anything else the law does not allow us to
          limit.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to the Service and These Terms',
      body: (
        <p>
          Inkdesk will keep changing as we improve it. If we change these terms in a way that matters to you,
          we will update the date at the top and email account holders at least 30 days before the new terms
          apply. If you keep using the service after that, the new terms apply; if you do not accept them, you
          can cancel before they take effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact Us',
      body: (
        <p>
          Questions about these terms, notices and complaints: write to us at {mail}. We answer every message.
        </p>
      ),
    },
  ];
}
