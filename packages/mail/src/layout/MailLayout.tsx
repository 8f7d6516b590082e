import type { ReactNode } from 'react';
import { Body, Container, Head, Heading, Hr, Html, Preview, Text } from '@react-email/components';
import type { MailWords } from '../texts';
import { mailColors } from './colors';
import { mailFontStack } from './fonts';

export interface MailLayoutProps {
  /** The mail's language and direction, set on `<html>` so that mail programs lay it out so. */
  words: MailWords;
  /** The line mail programs show after the subject in the inbox. */
  preview: string;
  /** The heading at the top of the card. */
  heading: string;
  children: ReactNode;
}

/** One card on the sand page, the heading, the mail's content and the team's signature. */
export function MailLayout({ words, preview, heading, children }: MailLayoutProps) {
  const { t, language, direction } = words;
  const fontFamily = mailFontStack[language];
  return (
    <Html lang={language} dir={direction}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: mailColors.page, fontFamily, margin: 0, padding: '24px 0' }}>
        <Container
          style={{
            backgroundColor: mailColors.card,
            color: mailColors.ink,
            padding: '24px 32px',
            borderRadius: '8px',
            maxWidth: '600px',
            textAlign: direction === 'rtl' ? 'right' : 'left',
          }}
        >
          <Text
            style={{
              color: mailColors.accent,
              fontSize: '14px',
              letterSpacing: language === 'en' ? '0.2em' : undefined,
              margin: 0,
            }}
          >
            RIMAL
          </Text>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '8px 0 16px' }}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: mailColors.rule, margin: '24px 0 12px' }} />
          <Text style={{ color: mailColors.muted, fontSize: '13px', margin: 0 }}>
            {t('signature')}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
