package dev.logtune.sampler.log4j2;

import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.Core;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;
import org.apache.logging.log4j.core.config.plugins.Plugin;
import org.apache.logging.log4j.core.config.plugins.PluginAttribute;
import org.apache.logging.log4j.core.config.plugins.PluginFactory;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Keeps every event it gets, as an immutable copy. A plugin like the filter, found through the test classes' own
 * Log4j2Plugins.dat, which the same annotation processor writes.
 */
@Plugin(name = "SamplerTestList", category = Core.CATEGORY_NAME, elementType = Appender.ELEMENT_TYPE)
public final class ListAppender extends AbstractAppender {
    final List<LogEvent> events = new CopyOnWriteArrayList<>();

    private ListAppender(String name) {
        super(name, null, null, true, Property.EMPTY_ARRAY);
    }

    @PluginFactory
    public static ListAppender create(@PluginAttribute("name") String name) {
        return new ListAppender(name);
    }

    @Override
    public void append(LogEvent event) {
        events.add(event.toImmutable());
    }
}
