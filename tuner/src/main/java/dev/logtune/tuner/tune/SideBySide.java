package dev.logtune.tuner.tune;

import dev.logtune.benchmarks.results.RateRecord;
import dev.logtune.benchmarks.results.ResultsFile;
import dev.logtune.benchmarks.sweep.Numbers;
import dev.logtune.tuner.TunerMain;
import dev.logtune.tuner.verify.VerifyReport;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The original and the tuned file, each run by {@code tuner verify} on this machine at the target, one after the
 * other, and shown side by side. A single short run each: it shows whether the tune holds the rate without loss here,
 * not a difference within noise.
 */
final class SideBySide {
    private SideBySide() {
    }

    /** One side: its report, or why verify gave none. */
    record Side(VerifyReport report, String failure) {
    }

    static Side verify(Path config, TuneTarget target, Duration duration, Map<String, String> defines, PrintWriter err) {
        List<String> args = new ArrayList<>(List.of("verify", "--config", config.toString(),
                "--rate", String.format(Locale.ROOT, "%.0f", target.rate()), "--threads", String.valueOf(target.threads()),
                "--duration", duration.toMillis() + "ms", "--format", "json"));
        defines.forEach((key, value) -> args.add("-D" + key + "=" + value));
        StringWriter out = new StringWriter();
        StringWriter verifyErr = new StringWriter();
        CommandLine verify = TunerMain.commandLine();
        verify.setOut(new PrintWriter(out));
        verify.setErr(new PrintWriter(verifyErr));
        int exit = verify.execute(args.toArray(String[]::new));
        verifyErr.toString().lines().forEach(line -> err.println("  " + line));
        err.flush();
        if (exit == TunerMain.BAD_INPUT || out.toString().isBlank()) {
            String last = verifyErr.toString().strip().lines().reduce((a, b) -> b).orElse("exit " + exit);
            return new Side(null, last);
        }
        try {
            return new Side(ResultsFile.mapper().readValue(out.toString(), VerifyReport.class), null);
        } catch (Exception e) {
            return new Side(null, "unreadable verify report: " + e.getMessage());
        }
    }

    static void print(Side original, Side tuned, TuneTarget target, Duration duration, PrintWriter out) {
        out.printf(Locale.ROOT, "%nverify on this machine at %s, %s each, original then tuned (one run each: read"
                + " a difference as a direction, not a measurement):%n", target.describe(), TuneTarget.human(duration));
        if (original.report() == null || tuned.report() == null) {
            out.println("  original: " + (original.report() == null ? "did not run: " + original.failure() : original.report().verdict()));
            out.println("  tuned:    " + (tuned.report() == null ? "did not run: " + tuned.failure() : tuned.report().verdict()));
            return;
        }
        RateRecord a = original.report().result();
        RateRecord b = tuned.report().result();
        out.printf(Locale.ROOT, "  %-22s %14s %14s%n", "", "original", "tuned");
        row(out, "response p99 (us)", a, b, r -> Numbers.human(r.response().p99()));
        row(out, "response p99.9 (us)", a, b, r -> Numbers.human(r.response().p999()));
        row(out, "lost", a, b, r -> Numbers.count(r.lost()));
        row(out, "dropped by policy", a, b, r -> Numbers.count(r.discarded()));
        row(out, "rate held", a, b, r -> r.held() ? "yes" : "no");
        out.printf(Locale.ROOT, "  %-22s %14s %14s%n", "verdict", original.report().verdict(), tuned.report().verdict());
    }

    private static void row(PrintWriter out, String label, RateRecord a, RateRecord b, Function<RateRecord, String> value) {
        out.printf(Locale.ROOT, "  %-22s %14s %14s%n", label, value.apply(a), value.apply(b));
    }
}
