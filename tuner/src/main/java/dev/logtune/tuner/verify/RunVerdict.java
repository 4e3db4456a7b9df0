package dev.logtune.tuner.verify;

import dev.logtune.benchmarks.format.Durations;
import dev.logtune.benchmarks.format.Numbers;
import dev.logtune.benchmarks.results.RateRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * verify's judgement of a steady, burst or stall run: FAIL on events lost or dropped, a rate not held, or a response
 * p99 over the limit (under a stall, the default limit where --p99 was not given); INCOMPLETE where a stall was asked
 * for and could not be made; PASS otherwise, with the figures that passed.
 */
record RunVerdict(String verdict, List<String> reasons) {

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
            return new RunVerdict("FAIL", reasons);
        }
        String passed = "no event lost" + (result.held() ? ", the rate held" : "") + (limit == null ? ""
                : String.format(Locale.ROOT, ", response p99 %s within %s", Durations.micros(result.response().p99()), limit.describe()));
        return new RunVerdict(incomplete ? "INCOMPLETE" : "PASS", List.of(passed));
    }

    /**
     * The event counts in words that cannot read as a contradiction: what was logged, what the files hold, and where
     * a drop policy counted drops that no logged event is missing for, that they fell outside what the files show.
     */
    static String events(RateRecord result) {
        long missing = Math.max(0, result.calls() - result.written());
        StringBuilder text = new StringBuilder(Numbers.count(result.calls()) + " logged, ");
        if (missing == 0) {
            text.append(result.written() == result.calls() ? "every one found in the output" : Numbers.count(result.written()) + " found in the output");
        } else {
            text.append(Numbers.count(result.written())).append(" found in the output, ").append(Numbers.count(missing)).append(" missing (")
                    .append(Numbers.count(Math.min(missing, result.discarded()))).append(" dropped by the configured policy, ")
                    .append(Numbers.count(result.lost())).append(" lost with no policy to account for them)");
        }
        long elsewhere = result.discarded() - Math.min(missing, result.discarded());
        if (elsewhere > 0) {
            text.append("; a drop policy also counted ").append(Numbers.count(elsewhere)).append(" drops that no logged event in the")
                    .append(" output is missing for (on an appender whose output is not counted)");
        }
        return text.toString();
    }
}
