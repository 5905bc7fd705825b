import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { Product } from "#app/content/products.ts";
import { DatasheetButtonIsland } from "#app/features/datasheets/datasheet-button-island.tsx";

type Props = {
  product: Product;
  /** The demo button's label: the guardrails and observability pages say 'Get a Demo'. */
  demoLabel?: string;
  tone?: "light" | "dark";
};

/** The two actions of a product page: book a demo and, where one exists, request the datasheet. */
export function ProductActions({ product, demoLabel = "Book a Demo", tone = "light" }: Props) {
  return (
    <>
      <Button asChild size="lg" variant={tone === "dark" ? "secondary" : "default"}>
        <Link to="/book-demo">
          {demoLabel}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      {product.datasheet && (
        <DatasheetButtonIsland
          title={product.datasheet.dialogTitle}
          description={product.datasheet.dialogDescription}
          functionName={product.datasheet.functionName}
          pdfPath={product.datasheet.pdfPath}
          variant="outline"
          className={tone === "dark" ? "border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white" : undefined}
        />
      )}
    </>
  );
}
