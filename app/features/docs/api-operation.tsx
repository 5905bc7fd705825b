import { Pager } from "./pager.tsx";
import { ChevronRight, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { links } from "#app/config/site.ts";
import { cn } from "#app/lib/utils.ts";
import { interactiveDocsUrl } from "./api-catalogue.ts";
import { CodeBlock } from "./code-block.tsx";
import { CodeTokens } from "./code-tokens.tsx";
import { DocsSignOut } from "./docs-gate.tsx";
import { DocsSearchBox } from "./search/docs-search-box.tsx";
import { MethodBadge } from "./method-badge.tsx";
import {
  API_REFERENCE_PATH,
  API_REFERENCE_TITLE,
  operationHref,
  type ApiBody,
  type ApiParameter,
  type ApiResponse,
  type OperationPage,
  type SchemaRow,
  type SecuritySchemeView,
} from "./openapi/model.ts";
import { RichText } from "./rich-text.tsx";

/**
 * One operation of the API reference (/docs/api/<operation>), as its OpenAPI document describes
 * it: how to call it, what to send and what comes back, with examples. Server HTML only; the
 * responses fold with <details> and the examples' copy buttons come from the enhancer.
 */
export function ApiOperation({ page }: { page: OperationPage }) {
  const { operation, previous, next } = page;
  const { group } = operation;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-6 pb-16 break-words sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm">
            <li>
              <a href={API_REFERENCE_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
                {API_REFERENCE_TITLE}
              </a>
            </li>
            <li className="flex items-center gap-1.5">
              <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
              <a href={`${API_REFERENCE_PATH}#${group.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {group.title}
              </a>
            </li>
          </ol>
        </nav>
        <DocsSearchBox />
        <DocsSignOut />
      </div>

      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{operation.summary}</h1>
        <p className="mt-4 flex items-start gap-3">
          <MethodBadge method={operation.method} className="mt-0.5" />
          {/* A long path wraps after a slash, and inside a segment only when one alone is too wide. */}
          <code className="font-mono text-base font-medium wrap-anywhere">
            {operation.path.split(/(?<=\/)/).map((segment, index) => (
              <span key={index}>
                {segment}
                <wbr />
              </span>
            ))}
          </code>
        </p>
        {operation.description && (
          <p className="mt-4 max-w-3xl leading-7 text-muted-foreground">
            <RichText text={operation.description} />
          </p>
        )}
        <dl className="mt-4 text-sm">
          <dt className="inline font-medium">Base URL: </dt>
          <dd className="inline">
            <code className="font-mono break-all">{operation.server}</code>
          </dd>
        </dl>
        <a
          href={interactiveDocsUrl(links.apiInteractiveDocs, group.title, operation.operationId)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Try it in the interactive docs
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </header>

      <Section id="authentication" title="Authentication">
        <Authentication options={operation.authentication} />
      </Section>

      {operation.parameters.length > 0 && (
        <Section id="parameters" title="Parameters">
          <FieldTable caption="Parameters" rows={operation.parameters.map(parameterRow)} />
        </Section>
      )}

      {operation.requestBody && (
        <Section id="request-body" title="Request body">
          <Body body={operation.requestBody} caption="Request body fields" exampleTitle="Example request" />
        </Section>
      )}

      <Section id="responses" title="Responses">
        <div className="grid gap-3">
          {operation.responses.map((response, index) => (
            <Response key={response.status} response={response} open={index === 0} />
          ))}
        </div>
      </Section>

      <Pager
        label="Previous and next operations"
        previous={previous ? { href: operationHref(previous.slug), title: previous.summary } : undefined}
        next={next ? { href: operationHref(next.slug), title: next.summary } : undefined}
      />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-title`} className="border-b pb-2 text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Authentication({ options }: { options: SecuritySchemeView[][] }) {
  if (options.length === 0) return <p className="text-sm">None: anyone who can reach your deployment may call it.</p>;
  return (
    <>
      {options.length > 1 && <p className="text-sm">Any one of:</p>}
      <ul className={cn("grid gap-3", options.length > 1 && "mt-2")}>
        {options.map((schemes) => (
          <li key={schemes.map((scheme) => scheme.label).join("+")} className="rounded-lg border p-4 text-sm">
            {schemes.map((scheme, index) => (
              <div key={scheme.label} className={cn(index > 0 && "mt-3 border-t pt-3")}>
                <p className="font-medium">
                  {index > 0 && "and "}
                  <RichText text={scheme.label} />
                </p>
                {scheme.description && (
                  <p className="mt-1 text-muted-foreground">
                    <RichText text={scheme.description} />
                  </p>
                )}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}

type Field = SchemaRow & { location?: ApiParameter["in"] };

const parameterRow = (parameter: ApiParameter): Field => ({ ...parameter, parents: "", depth: 0, location: parameter.in });

/** Indentation of nested properties, up to the depth the document uses. */
const depthPadding = ["pl-0", "pl-4", "pl-8", "pl-12", "pl-16"];

/**
 * Fields (parameters, or a body's properties with the nested ones under their parent) as a table.
 * On a narrow screen the type and "required" move under the name, leaving two columns that fit.
 */
function FieldTable({ caption, rows }: { caption: string; rows: Field[] }) {
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="w-1/2 py-2 pr-3 font-medium md:w-1/3">
            Name
          </th>
          <th scope="col" className="hidden w-36 py-2 pr-3 font-medium md:table-cell">
            Type
          </th>
          <th scope="col" className="hidden w-24 py-2 pr-3 font-medium md:table-cell">
            Required
          </th>
          <th scope="col" className="py-2 font-medium">
            Description
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {rows.map((row) => (
          <tr key={`${row.location ?? ""}${row.parents}${row.name}`} className="align-top">
            <th scope="row" className={cn("py-2.5 pr-3 font-normal", depthPadding[Math.min(row.depth, depthPadding.length - 1)])}>
              {/* A long name wraps after a parent's name, and inside a word only when a word alone is too wide. */}
              <code className="font-mono text-xs wrap-anywhere md:text-[0.8rem]">
                {row.parents.split(/(?<=\.)/).map((parent, index) => (
                  <span key={index} className="text-muted-foreground">
                    {parent}
                    <wbr />
                  </span>
                ))}
                <span className="font-semibold">{row.name}</span>
              </code>
              {row.location && <span className="mt-1 block text-xs text-muted-foreground">in {row.location}</span>}
              <span className="mt-1 block text-xs text-muted-foreground md:hidden">
                {row.type}
                {row.required && <span className="font-medium text-foreground">, required</span>}
              </span>
            </th>
            <td className="hidden py-2.5 pr-3 font-mono text-xs break-words text-muted-foreground md:table-cell">{row.type}</td>
            <td className="hidden py-2.5 pr-3 text-xs md:table-cell">{row.required ? <span className="font-medium">Required</span> : "Optional"}</td>
            <td className="py-2.5 text-muted-foreground">
              {row.description && <RichText text={row.description} />}
              {row.notes.map((note) => (
                <span key={note} className="mt-1 block text-xs">
                  <RichText text={note} />
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Body({ body, caption, exampleTitle }: { body: ApiBody; caption: string; exampleTitle: string }) {
  const { schema } = body;
  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm">
        <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">{body.mediaType}</code>
        {!body.required && <span className="text-muted-foreground">, optional</span>}
        {body.description && (
          <>
            {" "}
            <RichText text={body.description} />
          </>
        )}
      </p>
      {schema.rows.length > 0 ? (
        <FieldTable caption={caption} rows={schema.rows} />
      ) : (
        <p className="text-sm text-muted-foreground">
          <span className="font-mono text-xs">{schema.type}</span>
          {schema.description && (
            <>
              {": "}
              <RichText text={schema.description} />
            </>
          )}
          {schema.notes.map((note) => (
            <span key={note} className="mt-1 block text-xs">
              <RichText text={note} />
            </span>
          ))}
        </p>
      )}
      {body.example && (
        <CodeBlock title={exampleTitle} language={body.example.language}>
          <CodeTokens tokens={body.example.tokens} />
        </CodeBlock>
      )}
    </div>
  );
}

const statusTone = (status: string) => {
  if (status.startsWith("2")) return "border-emerald-200 bg-emerald-50 text-emerald-800";
  if (status.startsWith("4")) return "border-amber-200 bg-amber-50 text-amber-900";
  if (status.startsWith("5")) return "border-red-200 bg-red-50 text-red-800";
  return "border-slate-200 bg-slate-50 text-slate-800";
};

function Response({ response, open }: { response: ApiResponse; open: boolean }) {
  return (
    <details open={open} className="group rounded-lg border">
      <summary className="flex cursor-pointer items-start gap-3 p-3 text-sm hover:bg-accent/50">
        <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90" />
        <span className={cn("inline-flex shrink-0 rounded-md border px-1.5 py-0.5 font-mono text-xs font-semibold", statusTone(response.status))}>
          {response.status}
        </span>
        <span className="min-w-0">
          <RichText text={response.description} />
        </span>
      </summary>
      <div className="grid min-w-0 gap-4 border-t p-3">
        {response.headers.length > 0 && <FieldTable caption={`${response.status} response headers`} rows={response.headers.map(parameterRow)} />}
        {response.body ? (
          <Body body={response.body} caption={`${response.status} response fields`} exampleTitle={`Example ${response.status} response`} />
        ) : (
          <p className="text-sm text-muted-foreground">No body.</p>
        )}
      </div>
    </details>
  );
}
