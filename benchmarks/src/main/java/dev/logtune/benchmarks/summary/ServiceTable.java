package dev.logtune.benchmarks.summary;

import dev.logtune.lab.audit.ServiceAudit;
import dev.logtune.lab.audit.SiteRow;
import dev.logtune.lab.reading.OpenLoopPoint;
import dev.logtune.lab.reading.SignedRank;
import dev.logtune.lab.results.RateRecord;
import dev.logtune.benchmarks.workload.ServiceSite;
import dev.logtune.benchmarks.workload.ServiceWorkload;
import dev.logtune.lab.run.Workload;
import dev.logtune.configs.model.LogLevel;
import dev.logtune.support.format.Numbers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The service workload's points: per setup, its p99, the bytes it writes a second, the WARN and ERROR it kept of those
 * its levels enabled, the INFO it kept, what it dropped by design (counted by the sampler's summaries, or silently) and
 * what it lost; then, per point, each site's share kept by each setup, where the rare sites show whether a budget kept
 * them whole.
 */
final class ServiceTable {
    private ServiceTable() {
    }

    static void append(StringBuilder md, List<RateRecord> rates) {
        List<OpenLoopPoint> points = OpenLoopPoint.group(rates, Workload.SERVICE);
        if (points.isEmpty()) {
            return;
        }
        Map<LogLevel, Double> mix = ServiceWorkload.levelMix();
        Map<LogLevel, Double> enabled = ServiceWorkload.enabledMix(LogLevel.INFO);
        md.append("\n## Service workload: what each setup keeps, writes and loses\n\n");
        md.append(String.format(Locale.ROOT, "Each call logs one of %d call sites of a service (its own loggers and its"
                        + " libraries': Hibernate, HikariCP, Netty, Kafka, Spring), chosen by the event's id: DEBUG and TRACE are"
                        + " %.1f%% of calls (disabled at INFO); of what INFO lets through, %.2f%% INFO, %.2f%% WARN, %.3f%% ERROR;"
                        + " rare INFO sites fire about 2, 1 and 0.2 times a second at 230k calls/s. The rate is calls per second,"
                        + " disabled ones included. p99 in microseconds, median over runs (interval as in the open-loop table)."
                        + " Bytes/s: what the run left in its log directory per call, times the rate, median over runs."
                        + " WARN/ERROR and INFO: events found whole in the output of those the levels enabled, over all runs."
                        + " Dropped counted: what the sampler's summary lines in the output say it dropped. Dropped silently: what"
                        + " a filter that counts nothing (BurstFilter, DuplicateMessageFilter) left out. Lost: missing with nothing"
                        + " to account for it. **A missing WARN or ERROR is flagged whatever dropped it.**\n\n",
                ServiceWorkload.sites().size(), 100 * (mix.getOrDefault(LogLevel.DEBUG, 0.0) + mix.getOrDefault(LogLevel.TRACE, 0.0)),
                100 * enabled.getOrDefault(LogLevel.INFO, 0.0), 100 * enabled.getOrDefault(LogLevel.WARN, 0.0),
                100 * enabled.getOrDefault(LogLevel.ERROR, 0.0)));
        md.append("| setup | scenario | threads | rate/s | runs | held | p99 | p99 95% interval | control p99 | bytes/s written"
                + " | WARN/ERROR kept of enabled | INFO kept | dropped counted | dropped silently | lost |\n");
        md.append("|---|---|---:|---:|---:|---|---:|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (OpenLoopPoint point : points) {
            List<ServiceAudit> audits = point.runs().stream().map(RateRecord::serviceAudit).filter(Objects::nonNull).toList();
            long severeEnabled = audits.stream().mapToLong(ServiceAudit::warnErrorEnabled).sum();
            long severeWritten = audits.stream().mapToLong(ServiceAudit::warnErrorWritten).sum();
            long severeMissing = audits.stream().mapToLong(ServiceAudit::warnErrorMissing).sum();
            long infoEnabled = audits.stream().mapToLong(ServiceAudit::infoEnabled).sum();
            long infoWritten = audits.stream().mapToLong(ServiceAudit::infoWritten).sum();
            double[] bytes = audits.stream().map(ServiceAudit::bytesPerSecond).filter(Objects::nonNull)
                    .mapToDouble(Double::doubleValue).sorted().toArray();
            String severe = audits.isEmpty() ? "" : Numbers.count(severeWritten) + " of " + Numbers.count(severeEnabled)
                    + (severeMissing > 0 ? " **(" + Numbers.count(severeMissing) + " MISSING)**" : "");
            md.append("| `").append(point.setup()).append("` | ").append(point.scenario())
                    .append(point.detail() == null || point.detail().isEmpty() ? "" : " " + point.detail()).append(" | ")
                    .append(point.threads()).append(" | ").append(Numbers.human(point.rate())).append(" | ")
                    .append(point.runs().size()).append(" | ").append(point.held() ? "yes" : "**no**").append(" | ")
                    .append(point.p99() == null ? "" : Numbers.human(point.p99().median())).append(" | ")
                    .append(point.p99() == null ? "" : Numbers.human(point.p99().low()) + "-" + Numbers.human(point.p99().high())
                            + (point.p99().modelled() ? "*" : "")).append(" | ")
                    .append(point.control() == null ? "" : Numbers.human(point.control().median())).append(" | ")
                    .append(bytes.length == 0 ? "" : bytesPerSecond(SignedRank.median(bytes))).append(" | ")
                    .append(severe).append(" | ")
                    .append(audits.isEmpty() ? "" : percent(infoWritten, infoEnabled)).append(" | ")
                    .append(Numbers.count(audits.stream().mapToLong(ServiceAudit::droppedCounted).sum()))
                    .append(audits.stream().anyMatch(ServiceAudit::samplerDisagrees) ? " (the sampler's own count differs)" : "")
                    .append(" | ").append(Numbers.count(audits.stream().mapToLong(ServiceAudit::droppedUncounted).sum()))
                    .append(" | ").append(Numbers.count(point.lost())).append(" |\n");
        }
        sites(md, points);
    }

    /** Per point, each site's share kept (written of enabled, over all runs) by each setup. */
    private static void sites(StringBuilder md, List<OpenLoopPoint> points) {
        Map<String, List<OpenLoopPoint>> byPoint = new LinkedHashMap<>();
        for (OpenLoopPoint point : points) {
            if (point.runs().stream().anyMatch(r -> r.serviceAudit() != null)) {
                byPoint.computeIfAbsent(String.format(Locale.ROOT, "%s/s x%d %s%s", Numbers.human(point.rate()), point.threads(),
                        point.scenario(), point.detail() == null || point.detail().isEmpty() ? "" : " " + point.detail()),
                        k -> new ArrayList<>()).add(point);
            }
        }
        for (Map.Entry<String, List<OpenLoopPoint>> entry : byPoint.entrySet()) {
            List<OpenLoopPoint> setups = entry.getValue();
            md.append("\n### Kept per site at ").append(entry.getKey()).append("\n\n");
            md.append("Written of the calls the site's level enabled, over all runs; a site its logger's level disables shows"
                    + " `off` (a per-logger level that disables a WARN or ERROR site is counted missing above); `no calls`: the"
                    + " runs were too short for the site to fire. Events a second are the site's share of the rate.\n\n");
            md.append("| site | logger | level | events/s |");
            setups.forEach(p -> md.append(" `").append(p.setup()).append("` |"));
            md.append("\n|---:|---|---|---:|");
            setups.forEach(p -> md.append("---:|"));
            md.append('\n');
            for (ServiceSite site : ServiceWorkload.sites()) {
                md.append("| ").append(site.index()).append(" | ").append(site.logger()).append(" | ").append(site.level())
                        .append(" | ").append(String.format(Locale.ROOT, site.perSecond(setups.get(0).rate()) < 10 ? "%.2f" : "%,.0f",
                                site.perSecond(setups.get(0).rate()))).append(" |");
                for (OpenLoopPoint point : setups) {
                    long enabled = 0;
                    long written = 0;
                    long calls = 0;
                    long silently = 0;
                    for (RateRecord run : point.runs()) {
                        if (run.serviceAudit() != null && site.index() < run.serviceAudit().sites().size()) {
                            SiteRow row = run.serviceAudit().sites().get(site.index());
                            enabled += row.enabled();
                            written += row.written();
                            calls += row.calls();
                            silently += row.droppedUncounted();
                        }
                    }
                    String cell = calls == 0 ? "no calls" : enabled == 0 ? "off" : percent(written, enabled);
                    boolean severeMissing = site.severe() && (written < enabled || silently > 0);
                    md.append(' ').append(severeMissing ? "**" + cell + "**" : cell).append(" |");
                }
                md.append('\n');
            }
        }
    }

    private static String percent(long part, long whole) {
        if (whole == 0) {
            return "";
        }
        double share = 100.0 * part / whole;
        return part == whole ? "100%" : part == 0 ? "0%" : String.format(Locale.ROOT, share >= 99.95 ? "%.3f%%" : share < 0.1 ? "%.3f%%" : "%.1f%%", share);
    }

    private static String bytesPerSecond(double bytes) {
        return bytes >= 1e6 ? String.format(Locale.ROOT, "%.1f MB/s", bytes / 1e6)
                : String.format(Locale.ROOT, "%.0f kB/s", bytes / 1e3);
    }
}
