-- Size charts come from the one size table in code (locales/sizes.ts), which every page,
-- filter, label and import check reads; a copy in D1 could only drift from it.
DROP TABLE `size_chart_rows`;