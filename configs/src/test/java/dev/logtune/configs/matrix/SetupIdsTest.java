package dev.logtune.configs.matrix;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class SetupIdsTest {

    @Test
    void everyNamedIdIsASetupOfTheMatrix() throws IllegalAccessException {
        List<Field> constants = Stream.of(SetupIds.class.getDeclaredFields())
                .filter(f -> Modifier.isStatic(f.getModifiers()) && f.getType() == String.class).toList();
        assertThat(constants).isNotEmpty();
        for (Field constant : constants) {
            String id = (String) constant.get(null);
            assertThat(Matrix.find(id)).as(constant.getName()).isPresent();
            // the name says the id: LOG4J2_ASYNCAPPENDER_1024 is log4j2-asyncappender-1024
            assertThat(constant.getName().toLowerCase(Locale.ROOT).replace('_', '-')).isEqualTo(id);
        }
    }
}
