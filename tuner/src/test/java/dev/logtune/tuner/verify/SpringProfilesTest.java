package dev.logtune.tuner.verify;

import dev.logtune.tuner.configfile.SpringProfiles;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** springProfile names read as Spring Boot reads them: a list of profile expressions, any of which may match. */
class SpringProfilesTest {
    private static final Set<String> PROD_EU = Set.of("prod", "eu");

    @Test
    void namesListsAndExpressions() {
        assertThat(SpringProfiles.active("prod", PROD_EU)).isTrue();
        assertThat(SpringProfiles.active("dev", PROD_EU)).isFalse();
        assertThat(SpringProfiles.active("dev, prod", PROD_EU)).isTrue();
        assertThat(SpringProfiles.active("!prod", PROD_EU)).isFalse();
        assertThat(SpringProfiles.active("!dev", PROD_EU)).isTrue();
        assertThat(SpringProfiles.active("prod & !eu", PROD_EU)).isFalse();
        assertThat(SpringProfiles.active("(dev | prod) & eu", PROD_EU)).isTrue();
        assertThat(SpringProfiles.active("dev | us", PROD_EU)).isFalse();
    }

    @Test
    void aMalformedExpressionIsRefused() {
        assertThatThrownBy(() -> SpringProfiles.active("(prod & eu", PROD_EU)).hasMessageContaining("is not a profile expression");
        assertThatThrownBy(() -> SpringProfiles.active("prod &", PROD_EU)).hasMessageContaining("is not a profile expression");
    }
}
