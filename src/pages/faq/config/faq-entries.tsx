import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SubmitMusicButton } from '@/features/submit-demo';
import { COMPANY } from '@/shared/config';

export interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
  /** Shown under the group's questions (e.g. the button that starts what they explain). */
  action?: ReactNode;
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'licensing',
    title: 'Licensing',
    entries: [
      {
        id: 'how-licensed',
        question: `How is ${COMPANY.name} music licensed?`,
        answer: (
          <>
            <p>
              Every track is licensed per use (one spot, one episode, one film) or per project (a series, a season, a
              campaign). For most catalogs we also offer an annual blanket license that covers unlimited use across
              your productions for a year.
            </p>
            <p>
              Use <strong>License Request</strong> in any track&rsquo;s menu, or <Link to="/contact">contact us</Link>{' '}
              for a quote.
            </p>
          </>
        ),
      },
      {
        id: 'cleared',
        question: 'Is the music fully cleared?',
        answer: (
          <p>
            Yes. All of our music is cleared and exclusive: we control both the master recording and the publishing, so
            a single license covers both. There are no uncleared samples and no re-titled tracks.
          </p>
        ),
      },
      {
        id: 'third-parties',
        question: `Can I license ${COMPANY.name} music through another library or subscription site?`,
        answer: (
          <p>
            No. Only {COMPANY.name} (or our subpublisher in your territory) may license our music. If another service
            offers you one of our tracks, please <Link to="/contact">let us know</Link>.
          </p>
        ),
      },
      {
        id: 'temp',
        question: 'Can I use a track in a rough cut or a pitch before licensing it?',
        answer: (
          <p>
            Yes. Downloads may be used for temp tracks, internal reviews and client pitches. A license is needed before
            the production is broadcast, published or distributed.
          </p>
        ),
      },
      {
        id: 'custom',
        question: 'Can you edit or customize a track for me?',
        answer: (
          <p>
            Often, yes. Choose <strong>Request Customization</strong> from a track&rsquo;s menu and describe what you
            need: a different length, a new ending, a mix without drums. Stems can be requested the same way with{' '}
            <strong>Request Stems</strong> when a track has none to download.
          </p>
        ),
      },
    ],
  },
  {
    id: 'cue-sheets',
    title: 'Cue sheets',
    entries: [
      {
        id: 'what-cue-sheet',
        question: 'What is a cue sheet and why does it matter?',
        answer: (
          <p>
            A cue sheet lists every piece of music in a production with its title, composers, publishers, performing
            rights organisations, usage and duration. Broadcasters file it with the PROs so that writers and publishers
            are paid for each airing.
          </p>
        ),
      },
      {
        id: 'get-cue-sheet',
        question: 'How do I get a cue sheet?',
        answer: (
          <p>
            Sign in and choose <strong>Download Cue Sheet</strong> from the menu of a track, album, playlist or project.
            You receive a CSV file named like &ldquo;{COMPANY.name} Project - My Show (Cuesheet).csv&rdquo;, prefilled
            with composers, publishers and PRO affiliations. Add your usage and timings and pass it to your broadcaster.
          </p>
        ),
      },
      {
        id: 'cue-sheet-who',
        question: 'Who submits the final cue sheet?',
        answer: (
          <p>
            The production company submits final cue sheets to the broadcaster or distributor. We are happy to check
            one for you: send it to <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'downloads',
    title: 'Downloads',
    entries: [
      {
        id: 'formats',
        question: 'Which file formats can I download?',
        answer: (
          <p>
            WAV (48 kHz), AIF (44.1 kHz) and MP3 (320 kbps). Pick a default format under <strong>MY ACCOUNT</strong>, or
            keep &ldquo;Ask every time&rdquo; to choose per download.
          </p>
        ),
      },
      {
        id: 'limits',
        question: 'Is there a download limit?',
        answer: (
          <>
            <p>
              Yes, each account has a download allowance, and the download window shows how many downloads you have
              left. Albums, playlists and projects count every file they contain, including versions and stems.
            </p>
            <p>
              If you reach your limit, <Link to="/contact">contact us</Link> and we will review your allowance.
            </p>
          </>
        ),
      },
      {
        id: 'emailed',
        question: 'I downloaded an album but no file arrived. Where is it?',
        answer: (
          <p>
            Albums, playlists and projects are gathered on our servers and a download link is e-mailed to you, usually
            within a few minutes. Please check your spam folder. While a request is being processed, asking again for
            the same item is declined so you do not receive it twice.
          </p>
        ),
      },
    ],
  },
  {
    id: 'pro',
    title: 'PRO restrictions',
    entries: [
      {
        id: 'hidden-tracks',
        question: 'Why are some tracks hidden from me?',
        answer: (
          <p>
            Some broadcasters and networks may only use music registered with certain performing rights organisations.
            When your account belongs to a restricted PRO group, the library hides tracks whose composers or publishers
            belong to that organisation, and a banner at the top of the library names the group. If you think your
            account is set up wrongly, <Link to="/contact">contact us</Link>.
          </p>
        ),
      },
      {
        id: 'which-pros',
        question: 'Which PROs are your writers affiliated with?',
        answer: (
          <p>
            Our composers are members of ASCAP, BMI, SESAC, PRS, GEMA and SOCAN. Each track lists its composers with
            their PRO, and you can search by composer from any track.
          </p>
        ),
      },
    ],
  },
  {
    id: 'submitting',
    title: 'Submitting music',
    action: <SubmitMusicButton variant="primary" />,
    entries: [
      {
        id: 'submit',
        question: 'How do I submit my music?',
        answer: (
          <p>
            Send a streaming link (no attachments, please) to{' '}
            <a href={`mailto:${COMPANY.newComposerEmail}`}>{COMPANY.newComposerEmail}</a> with a short note about your
            credits and your PRO affiliation.
          </p>
        ),
      },
      {
        id: 'after-submit',
        question: 'What happens after I submit?',
        answer: (
          <p>
            Our A&amp;R team listens to every submission. When your music fits a catalog we are building we will get in
            touch about an exclusive agreement; we cannot reply individually to every submission.
          </p>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    entries: [
      {
        id: 'password',
        question: 'I forgot my password.',
        answer: (
          <p>
            Request a reset link on the <Link to="/password-reset/request-reset">password reset page</Link>; we will
            e-mail you a link to choose a new one.
          </p>
        ),
      },
      {
        id: 'other',
        question: 'My question is not answered here.',
        answer: (
          <p>
            Signed-in users can send a request from <strong>SUPPORT</strong> in the sidebar; everyone can{' '}
            <Link to="/contact">contact us</Link> by phone or e-mail.
          </p>
        ),
      },
    ],
  },
];
