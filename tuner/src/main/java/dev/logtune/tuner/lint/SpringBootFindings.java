package dev.logtune.tuner.lint;

import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.SpringBootProperties;
import dev.logtune.tuner.configfile.SpringBootService;
import dev.logtune.tuner.lint.rules.Severity;
import dev.logtune.tuner.lint.rules.Finding;
import dev.logtune.tuner.lint.rules.ShutdownHookRule;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Findings on a service configured by its application properties, said in its terms: each place names the key written
 * there ({@code logging.file.name=app.log (<appender name="FILE" ...>)}), and what holds only with a profile active
 * (a YAML document's {@code spring.config.activate.on-profile}, an {@code application-prod.properties}) says so.
 */
final class SpringBootFindings {
    private SpringBootFindings() {
    }

    static List<Finding> of(SpringBootService service, List<Finding> base, Function<ConfigFile, List<Finding>> lint) {
        List<Finding> all = new ArrayList<>();
        base.forEach(finding -> all.add(named(service, finding, "")));
        for (SpringBootService.Profile profile : service.profiles()) {
            for (Finding finding : lint.apply(profile.config())) {
                boolean own = finding.locations().stream().anyMatch(l -> profile.places().contains(l.file() + ":" + l.line()));
                if (own && base.stream().noneMatch(b -> b.rule().equals(finding.rule()) && b.locations().equals(finding.locations()))) {
                    all.add(named(service, finding, " (only with profile " + profile.name() + " active: " + profile.activation() + ")"));
                }
            }
        }
        all.replaceAll(finding -> service.named() != null && finding.rule().equals(ShutdownHookRule.ID) ? springHook(service, finding) : finding);
        all.sort(Comparator.comparing(Finding::severity).thenComparing(Finding::file).thenComparingInt(Finding::line));
        return Linter.collapse(all);
    }

    private static Finding named(SpringBootService service, Finding finding, String profile) {
        List<Finding.Location> also = finding.alsoAt().stream()
                .map(l -> new Finding.Location(l.file(), l.line(), name(service, l.file(), l.line(), l.element()) + profile)).toList();
        return new Finding(finding.rule(), finding.severity(), finding.file(), finding.line(),
                name(service, finding.file(), finding.line(), finding.element()) + profile, finding.message(), finding.why(), finding.fix(), also);
    }

    /**
     * A file named by logging.config runs under Spring Boot whatever its name: Spring Boot's logging shutdown hook stops
     * it at exit unless logging.register-shutdown-hook=false, which then is what loses the queued tail.
     */
    private static Finding springHook(SpringBootService service, Finding finding) {
        Optional<SpringBootProperties.Entry> hook = service.properties().get("logging.register-shutdown-hook");
        String named = service.properties().get("logging.config").map(SpringBootProperties.Entry::where).orElse("logging.config");
        if (hook.isPresent() && hook.get().value().strip().equalsIgnoreCase("false")) {
            return new Finding(finding.rule(), Severity.WARNING, hook.get().file().toString(), hook.get().line(),
                    "logging.register-shutdown-hook=false", finding.message() + " Spring Boot loads this file (logging.config at "
                    + named + ") but its logging shutdown hook is switched off here.",
                    "Neither Logback nor Spring Boot stops the LoggerContext at exit, so what is still queued or buffered is lost.",
                    "Remove logging.register-shutdown-hook=false (Spring Boot's default is true), or add <shutdownHook/> to the file.",
                    List.of(finding.location()));
        }
        return new Finding(finding.rule(), Severity.NOTE, finding.file(), finding.line(), finding.element(),
                finding.message() + " Spring Boot loads this file (logging.config at " + named + ") and stops it from its own"
                        + " shutdown hook.",
                "Spring Boot stops the LoggerContext from its JVM shutdown hook (logging.register-shutdown-hook, on by default),"
                        + " so the tail reaches the file at a normal exit; outside Spring Boot it would be lost.",
                "Nothing to change under Spring Boot; keep logging.register-shutdown-hook on (its default).", finding.alsoAt());
    }

    private static String name(SpringBootService service, String file, int line, String element) {
        if (service.named() != null) {
            return element;
        }
        return service.propertyAt(file, line).map(key -> key + " (Spring Boot's " + element + ")")
                .orElse(line == 0 && !element.isEmpty() ? "Spring Boot's default " + element : element);
    }
}
