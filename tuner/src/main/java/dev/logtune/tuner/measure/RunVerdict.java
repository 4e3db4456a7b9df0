package dev.logtune.tuner.measure;

import dev.logtune.support.format.Durations;
import dev.logtune.support.format.Numbers;
import dev.logtune.lab.results.RateRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * verify's judgement of a steady, burst or stall run: FAIL on events lost or dropped, a rate not held, or a response
 * p99 over the limit (under a stall, the default limit where --p99 was not given); INCOMPLETE where a stall was asked
 * for and could not be made; PASS otherwise, with the figures that passed.
 */
record RunVerdict(ConfigVerdict verdict, List<String> reasons) {

    /**
     * @param limit the p99 limit, null for none
     * @param incomplete a stall was asked for and could not be made
     */
    static RunVerdict of(RateRecord result, P99Limit limit, boolean incomplete) {
        List<String> reasons = new ArrayList<>();
        if (result.lost() > 0) {
            reasons.add(String.format(Locale.ROOT, "%,d events lost that no drop policy accounts for", result.lost()));
        }
        if (result.discarded() > 0) {
            boolean noneMissing = result.written() >= result.calls();
            reasons.add(String.format(Locale.ROOT, "%,d events dropped by the configured policy%s", result.discarded(), noneMissing
                    ? " (on an output the count does not cover: every logged event reached the counted output)" : ""));
        }
        if (!result.held()) {
            reasons.add("the rate was not held: producers fell behind schedule");
        }
        if (limit != null && limit.exceededBy(result.response().p99())) {
            reasons.add(String.format(Locale.ROOT, "response p99 %s is over %s; the longest call took %s",
                    Durations.micros(result.response().p99()), limit.describe(), Durations.micros(result.maxBlockedMillis() * 1000)));
        }
        if (!reasons.isEmpty()) {
            queueFilled(result).ifPresent(reasons::add);
            return new RunVerdict(ConfigVerdict.FAIL, reasons);
        }
        String passed = "no event lost" + (result.held() ? ", the rate held" : "") + (limit == null ? ""
                : String.format(Locale.ROOT, ", response p99 %s within %s", Durations.micros(result.response().p99()), limit.describe()));
        List<String> passing = new ArrayList<>(List.of(passed));
        queueFilled(result).ifPresent(passing::add);
        return new RunVerdict(incomplete ? ConfigVerdict.INCOMPLETE : ConfigVerdict.PASS, List.copyOf(passing));
    }

    /**
     * A queue that filled during the run: a pass with no room left, which the figures alone hide (a full blocking queue
     * makes callers wait; a full dropping one drops).
     */
    static Optional<String> queueFilled(RateRecord result) {
        if (result.queueCapacity() <= 0 || result.maxQueueDepth() < result.queueCapacity()) {
            return Optional.empty();
        }
        String full = String.format(Locale.ROOT, "but its queue filled (%s of %s at its deepest)", Numbers.count(result.maxQueueDepth()),
                Numbers.count(result.queueCapacity()));
        return Optional.of(full + (result.discarded() > 0 ? ": the configured policy dropped events while it was full"
                : String.format(Locale.ROOT, ": callers waited for room in it, the longest call %s; at this rate on this machine"
                        + " it has no room left for a burst or a slow disk", Durations.micros(result.maxBlockedMillis() * 1000))));
    }
}
