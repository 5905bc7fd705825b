// The e-mailed copy of a requested datasheet: a link to the PDF, and a way to see it live.
import { Button, Link } from "@react-email/components";
import { EmailLayout, Greeting, Paragraph, colors } from "./email-layout.tsx";
import { brand } from "#app/config/site.ts";

export type DatasheetEmailProps = {
  firstName: string;
  product: string;
  pdfUrl: string;
  bookDemoUrl: string;
  salesEmail: string;
  siteUrl: string;
};

export function DatasheetEmail(props: DatasheetEmailProps) {
  return (
    <EmailLayout
      preview={`Your ${brand.name} ${props.product} datasheet`}
      heading={`Your ${props.product} datasheet`}
      siteUrl={props.siteUrl}
      footerNote="You receive this e-mail because this address was used to request a datasheet on our website."
    >
      <Greeting name={props.firstName} />
      <Paragraph>Thanks for your interest in {brand.name} {props.product}. Here is the datasheet you asked for:</Paragraph>
      <Button
        href={props.pdfUrl}
        style={{ backgroundColor: colors.primary, color: "#ffffff", borderRadius: "6px", padding: "12px 20px", fontSize: "15px", fontWeight: 600 }}
      >
        Download the datasheet (PDF)
      </Button>
      <Paragraph>
        <br />
        If the button does not work, copy this address into your browser: {props.pdfUrl}
      </Paragraph>
      <Paragraph>
        Want to see it on your own models and agents?{" "}
        <Link href={props.bookDemoUrl} style={{ color: colors.primary }}>
          Book a personalised demo
        </Link>{" "}
        or reply to this e-mail; it reaches our team at {props.salesEmail}.
      </Paragraph>
      <Paragraph>The {brand.name} team</Paragraph>
    </EmailLayout>
  );
}
