package dev.logtune.tuner;

import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** Figures print the same on a machine whose locale writes 1.234,5: a comma-decimal locale must not change them. */
class LocaleTest {
    @Test
    void theAnswerReadsTheSameInAGermanLocale() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.ROOT);
            TunerRun root = TunerRun.of("recommend", "--rate", "38000", "--threads", "60");
            Locale.setDefault(Locale.GERMANY);
            TunerRun german = TunerRun.of("recommend", "--rate", "38000", "--threads", "60");
            assertThat(german.exit()).isEqualTo(root.exit());
            assertThat(german.out()).isEqualTo(root.out()).contains("38,000 events/s");
        } finally {
            Locale.setDefault(saved);
        }
    }
}
