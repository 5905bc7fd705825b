// The month grid of the date picker, loaded on demand (react-day-picker and date-fns stay out of
// every page's first load). Arrow keys move between days, Enter picks one.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { DayPicker, type ChevronProps } from "react-day-picker";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { fromPickerDate, toPickerDate } from "#app/features/scheduling/booking-dates.ts";
import { isBookableDay, lastBookableDay, toIsoDate, type BookingWindow } from "#app/features/scheduling/calendar-date.ts";

export type CalendarProps = {
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  /** Today in New York and the horizon: days the booking rule refuses are disabled, and paging stops at the horizon's month. */
  bookingWindow: BookingWindow;
  /** Days (ISO) with nothing open, when the server has said which. */
  closedDays?: ReadonlySet<string> | null;
};

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className={cn("size-4", className)} />;
}

export default function Calendar({ selected, onSelect, bookingWindow, closedDays }: CalendarProps) {
  const { today } = bookingWindow;
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      selected={selected}
      onSelect={(date) => date && onSelect(date)}
      today={toPickerDate(today)}
      defaultMonth={selected ?? toPickerDate(today)}
      startMonth={toPickerDate(today)}
      endMonth={toPickerDate(lastBookableDay(bookingWindow))}
      disabled={(day) => {
        const date = fromPickerDate(day);
        return !isBookableDay(date, bookingWindow) || Boolean(closedDays?.has(toIsoDate(date)));
      }}
      showOutsideDays={false}
      components={{ Chevron }}
      classNames={{
        root: "w-fit",
        months: "relative flex flex-col",
        month: "flex flex-col gap-3",
        nav: "absolute inset-x-0 top-0 flex items-center justify-between",
        button_previous: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8 aria-disabled:opacity-40"),
        button_next: cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8 aria-disabled:opacity-40"),
        month_caption: "flex h-8 items-center justify-center px-10",
        caption_label: "text-sm font-semibold",
        month_grid: "border-collapse",
        weekdays: "flex",
        weekday: "w-10 text-xs font-medium text-muted-foreground",
        week: "mt-1 flex",
        day: "size-10 p-0 text-center text-sm",
        day_button:
          "size-10 rounded-md font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:font-normal disabled:text-muted-foreground disabled:line-through disabled:opacity-60 disabled:hover:bg-transparent",
        selected: "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary",
        today: "[&>button]:ring-1 [&>button]:ring-primary/40",
        outside: "invisible",
        hidden: "invisible",
      }}
    />
  );
}
