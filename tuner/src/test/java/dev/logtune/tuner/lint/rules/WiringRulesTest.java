package dev.logtune.tuner.lint.rules;

import dev.logtune.tuner.configfile.model.JudgedFile;
import dev.logtune.tuner.configfile.ConfigFile;
import dev.logtune.tuner.configfile.model.AppenderDef;
import dev.logtune.tuner.configfile.model.AppenderRef;
import dev.logtune.tuner.configfile.model.LoggerDef;
import dev.logtune.tuner.configfile.model.LoggingConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The wiring rules (undefined-appender, duplicate-appender, unreachable-appender, async-several-refs, appender-cycle)
 * and the {@link LoggingConfig} model they read, on the fixtures under {@code lint/wiring/}: each rule on a file that
 * trips it (rule, severity and the line the element starts on) and on files it must leave alone.
 */
class WiringRulesTest {
    private static final List<LintRule> WIRING = List.of(new UndefinedAppenderRule(), new DuplicateAppenderRule(),
            new UnreachableAppenderRule(), new AsyncSeveralRefsRule(), new AppenderCycleRule());

    private static ConfigFile config(String fixture) throws Exception {
        Path path = Path.of(WiringRulesTest.class.getResource("/lint/wiring/" + fixture).toURI());
        return ConfigFile.read(path, Map.of());
    }

    private static List<Finding> run(LintRule rule, String fixture) throws Exception {
        ConfigFile config = config(fixture);
        return rule.check(new LintContext(JudgedFile.of(config), null, null, null, null));
    }

    private static List<Finding> runAll(String fixture) throws Exception {
        ConfigFile config = config(fixture);
        LintContext context = new LintContext(JudgedFile.of(config), null, null, null, null);
        return WIRING.stream().flatMap(rule -> rule.check(context).stream()).toList();
    }

    /** "undefined-appender ERROR 7": what the assertions compare. */
    private static List<String> summary(List<Finding> findings) {
        return findings.stream().map(f -> f.rule() + " " + f.severity() + " " + f.line()).toList();
    }

    private static LoggingConfig model(String fixture) throws Exception {
        return JudgedFile.of(config(fixture)).model();
    }

    // ------------------------------------------------------------------ undefined-appender

    @Test
    void anUndefinedRefsFixNeverNamesTheAppenderThatHoldsIt() throws Exception {
        List<Finding> findings = run(new UndefinedAppenderRule(), "undefined-behind-async.xml");
        assertThat(findings).singleElement().satisfies(f -> assertThat(f.fix())
                .isEqualTo("Define an appender named \"FILEX\", or correct the name to one that is defined (\"FILE\")."));
    }

    @Test
    void undefinedRefsAreErrorsWhereTheEventsAreLost() throws Exception {
        List<Finding> findings = run(new UndefinedAppenderRule(), "undefined-trip.xml");
        assertThat(summary(findings)).containsExactly(
                "undefined-appender ERROR 10",   // additivity="false", its only ref
                "undefined-appender WARNING 13", // "file" for "FILE": the root still gets the events
                "undefined-appender ERROR 7");   // the only ref of an AsyncAppender
        assertThat(findings.get(1).message()).contains("\"file\"").contains("case-sensitive").contains("\"FILE\"");
        assertThat(findings.get(2).why()).contains("No attached appenders found.");
        assertThat(findings.get(0).element()).isEqualTo("<appender-ref ref=\"AUDIT\">");
    }

    @Test
    void undefinedRefsInLog4j2IncludingAttributesAndCase() throws Exception {
        List<Finding> findings = run(new UndefinedAppenderRule(), "undefined-trip-log4j2.xml");
        assertThat(summary(findings)).containsExactly(
                "undefined-appender WARNING 15", // the root has another working ref
                "undefined-appender ERROR 5",    // Async's only ref, "console" for "Console"
                "undefined-appender ERROR 7");   // Failover primary="Primary"
        assertThat(findings.get(1).why()).contains("No appenders are available for AsyncAppender Async");
        assertThat(findings.get(2).message()).startsWith("primary=\"Primary\"");
    }

    @Test
    void refsAcrossSpringProfilesAreANoteAndSiftNamesAreLeftAlone() throws Exception {
        List<Finding> findings = runAll("profiles-clean.xml");
        assertThat(summary(findings)).containsExactly("undefined-appender NOTE 20");
        assertThat(findings.get(0).message()).contains("<springProfile name=\"staging\">").contains("<springProfile name=\"dev\">");
    }

    @ParameterizedTest
    @ValueSource(strings = {"log4j2-clean.xml", "async-several-clean.xml", "include-main.xml"})
    void cleanConfigsTripNoWiringRule(String fixture) throws Exception {
        assertThat(summary(runAll(fixture))).isEmpty();
    }

    @Test
    void log4j2AliasesAndArbitersAreRead() throws Exception {
        // appender-ref and error-ref are Log4j2 aliases; two SystemPropertyArbiters on env are alternatives; a
        // ScriptArbiter's <Script name> is no appender. The refs to appenders that exist only under an arbiter are notes.
        List<Finding> findings = runAll("log4j2-arbiters.xml");
        assertThat(summary(findings)).containsExactly("undefined-appender NOTE 13", "undefined-appender NOTE 14");
        assertThat(findings.get(1).message()).contains("<SystemPropertyArbiter env=dev>").contains("<SystemPropertyArbiter env=prod>");
        LoggingConfig model = model("log4j2-arbiters.xml");
        assertThat(model.appenders()).extracting(AppenderDef::name).containsExactly("Out", "Out", "Err", "Async");
        assertThat(model.definitions("Async").get(0).refs()).extracting(AppenderRef::kind)
                .containsExactly(AppenderRef.Kind.ERROR_REF, AppenderRef.Kind.APPENDER_REF);
        assertThat(model.loggers().get(0).refs()).extracting(AppenderRef::name).containsExactly("Async");
    }

    // ------------------------------------------------------------------ duplicate-appender

    @Test
    void duplicatesWarnUnlessInExclusiveBranchesOrProfiles() throws Exception {
        List<Finding> findings = run(new DuplicateAppenderRule(), "duplicate-trip.xml");
        // OUT in <then>/<else> and JSON in prod/!prod are alternatives: not reported.
        assertThat(summary(findings)).containsExactly("duplicate-appender WARNING 3", "duplicate-appender WARNING 23");
        assertThat(findings.get(0).message()).contains("first at duplicate-trip.xml:2").contains("RollingFileAppender");
        assertThat(findings.get(0).why()).contains("Logback");
        // The root's refs: OUT is in both <then> and <else>, JSON in prod and !prod: defined either way, nothing to say.
        assertThat(summary(run(new UndefinedAppenderRule(), "duplicate-trip.xml"))).isEmpty();
    }

    @Test
    void duplicatesInLog4j2WithLowercaseElementsAndSelectArbiters() throws Exception {
        List<Finding> findings = run(new DuplicateAppenderRule(), "duplicate-trip-log4j2.xml");
        assertThat(summary(findings)).containsExactly("duplicate-appender WARNING 4");
        assertThat(findings.get(0).why()).contains("AppendersPlugin");
    }

    // ------------------------------------------------------------------ unreachable-appender

    @Test
    void appendersNoLoggerReachesAreNotes() throws Exception {
        assertThat(summary(run(new UnreachableAppenderRule(), "unreachable-trip.xml")))
                .containsExactly("unreachable-appender NOTE 3", "unreachable-appender NOTE 4");
        assertThat(summary(run(new UnreachableAppenderRule(), "unreachable-trip-log4j2.xml")))
                .containsExactly("unreachable-appender NOTE 4");
    }

    @Test
    void otherRulesCanAskWhetherAnAppenderIsReachable() throws Exception {
        JudgedFile file = JudgedFile.of(config("unreachable-trip.xml"));
        LoggingConfig model = file.model();
        var byName = file.facts().appenders().stream().collect(java.util.stream.Collectors.toMap(a -> a.attribute("name"), a -> a));
        assertThat(model.reachableOrUnknown(byName.get("FILE"))).isTrue();
        assertThat(model.reachableOrUnknown(byName.get("ASYNC"))).isTrue();
        assertThat(model.reachableOrUnknown(byName.get("OLD"))).isFalse();
        assertThat(model.reachableOrUnknown("ASYNC_OLD")).isFalse();
        assertThat(model.reachableOrUnknown("NO_SUCH")).isTrue();
    }

    // ------------------------------------------------------------------ async-several-refs

    @Test
    void aLogbackAsyncAppenderHonoursOnlyTheFirstRefThatResolves() throws Exception {
        List<Finding> findings = run(new AsyncSeveralRefsRule(), "async-several-trip.xml");
        // MISSING is skipped before addAppender: FILE is attached, CONSOLE ignored.
        assertThat(summary(findings)).containsExactly("async-several-refs ERROR 7");
        assertThat(findings.get(0).message()).contains("\"FILE\"").contains("\"CONSOLE\" gets nothing");
        assertThat(findings.get(0).why()).contains("One and only one appender may be attached to AsyncAppender.");
        assertThat(summary(run(new UndefinedAppenderRule(), "async-several-trip.xml"))).containsExactly("undefined-appender WARNING 5");
    }

    // ------------------------------------------------------------------ appender-cycle

    @Test
    void cyclesAndSelfReferencesAreErrors() throws Exception {
        List<Finding> findings = run(new AppenderCycleRule(), "cycle-trip.xml");
        assertThat(summary(findings)).containsExactly("appender-cycle ERROR 3", "appender-cycle ERROR 9");
        assertThat(findings.get(0).message()).contains("\"A\" → \"ASYNC\" → \"A\"");
        assertThat(findings.get(1).message()).contains("\"SELF\" references itself");
        List<Finding> log4j2 = run(new AppenderCycleRule(), "cycle-trip-log4j2.xml");
        assertThat(summary(log4j2)).containsExactly("appender-cycle ERROR 4", "appender-cycle ERROR 5");
        assertThat(log4j2.get(1).message()).contains("\"A\" → \"B\" → \"A\"");
    }

    // ------------------------------------------------------------------ the model

    @Test
    void theModelReadsLog4j2WiringWithoutCase() throws Exception {
        LoggingConfig model = model("log4j2-clean.xml");
        assertThat(model.appenders()).extracting(AppenderDef::name)
                .containsExactly("Console", "File", "Async", "Failover", "Routing", "T-${ctx:tenant}");
        AppenderDef async = model.definitions("Async").get(0);
        assertThat(async.isLog4j2Async()).isTrue();
        assertThat(async.refs()).extracting(AppenderRef::name).containsExactly("File", "Console");
        AppenderDef failover = model.definitions("Failover").get(0);
        assertThat(failover.refs()).extracting(AppenderRef::kind).containsExactly(AppenderRef.Kind.PRIMARY, AppenderRef.Kind.FAILOVER);
        AppenderDef routing = model.definitions("Routing").get(0);
        assertThat(routing.refs()).extracting(AppenderRef::kind).containsExactly(AppenderRef.Kind.ROUTE);
        AppenderDef nested = model.appenders().get(5);
        assertThat(nested.nested()).isTrue();
        assertThat(nested.container()).isSameAs(routing.element());
        assertThat(nested.known()).isFalse();
        assertThat(model.loggers()).extracting(LoggerDef::name).containsExactly("audit", "tenant", "ROOT");
        LoggerDef audit = model.loggers().get(0);
        assertThat(audit.async()).isTrue();
        assertThat(audit.additive()).isFalse();
        assertThat(audit.location().line()).isEqualTo(16);
        assertThat(model.properties()).containsEntry("file", "logs/app.log");
        assertThat(model.appenders()).isNotEmpty().allMatch(model::reachableOrUnknown);
    }

    @Test
    void theModelKnowsIncludesSpringBootResourcesProfilesAndSift() throws Exception {
        LoggingConfig model = model("include-main.xml");
        AppenderDef included = model.definitions("INCLUDED").get(0);
        assertThat(included.location().included()).isTrue();
        assertThat(included.location().file().getFileName()).hasToString("included-appenders.xml");
        assertThat(included.location().line()).isEqualTo(3);
        // Spring Boot's console-appender.xml: inlined by the config reader where it models it, else known by name.
        assertThat(model.definitions("CONSOLE")).singleElement()
                .satisfies(a -> assertThat(a.external() || a.location().included()).isTrue());

        LoggingConfig profiles = model("profiles-clean.xml");
        assertThat(profiles.definitions("OUT")).hasSize(2)
                .allSatisfy(a -> assertThat(a.guards()).singleElement().satisfies(g -> assertThat(g.kind()).hasToString("PROFILE")));
        AppenderDef sift = profiles.definitions("SIFT").get(0);
        assertThat(sift.isContainer()).isTrue();
        assertThat(profiles.nestedIn(sift.element())).extracting(AppenderDef::raw).containsExactly("FILE-${tenant}");
        assertThat(profiles.loggers()).extracting(LoggerDef::name).containsExactly("ROOT", "ROOT", "sql", "cache");

        LoggingConfig imports = model("async-several-clean.xml");
        assertThat(imports.definitions("ASYNC").get(0).isLogbackAsync()).isTrue();
        assertThat(imports.definitions("ASYNC").get(0).type()).isEqualTo("ch.qos.logback.classic.AsyncAppender");
    }

    @Test
    void routesARoutingAppenderAlternatesShareAFileByDesignAndTheirFailuresStopAtIt(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        ConfigFile config = config("log4j2-routing.xml");
        LintContext context = new LintContext(JudgedFile.of(config), null, null, null, null);
        assertThat(new SharedFileRule().check(context)).isEmpty();
        // A Routing appender ignores its routes' exceptions (its own ignoreExceptions is true): no caller sees them.
        assertThat(new DiskFullRule().check(context)).noneMatch(f -> f.message().contains("AppenderLoggingException"));
        String direct = java.nio.file.Files.readString(Path.of(WiringRulesTest.class.getResource("/lint/wiring/log4j2-routing.xml").toURI()))
                .replace("<AppenderRef ref=\"Halves\"/>", "<AppenderRef ref=\"A\"/><AppenderRef ref=\"B\"/>");
        Path file = java.nio.file.Files.writeString(dir.resolve("log4j2.xml"), direct);
        LintContext referenced = new LintContext(JudgedFile.of(ConfigFile.read(file, Map.of())), null, null, null, null);
        assertThat(new SharedFileRule().check(referenced)).singleElement().satisfies(f -> assertThat(f.line()).isEqualTo(32));
        assertThat(new DiskFullRule().check(referenced)).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("AppenderLoggingException"));
    }
}
