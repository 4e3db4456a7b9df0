package dev.logtune.tuner.servicelogs;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import dev.logtune.configs.model.LogLevel;

import java.io.IOException;

/**
 * Events written as JSON, one object an event: Logback's JsonEncoder, logstash-logback-encoder, Log4j2's
 * JsonTemplateLayout (ECS, GELF, its JsonLayout) and Spring Boot's structured formats (ECS, logstash, GELF). The fields
 * a plan needs have a few names among them; the first event read names the encoder. ECS's dotted names are read flat
 * ({@code "log.level"}) or nested ({@code "log": {"level"}}).
 */
final class JsonLines implements LineShape {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64).maxStringLength(10_000_000).build())
            .build();

    private final TimestampReader timestamps = TimestampReader.iso();
    private String encoder;

    @Override
    public String name() {
        return encoder == null ? "JSON lines" : "JSON lines (" + encoder + ")";
    }

    @Override
    public boolean read(String line, ParsedEvent out) {
        out.clear();
        try (JsonParser parser = FACTORY.createParser(line)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            Seen seen = new Seen();
            fields(parser, "", out, seen);
            if (encoder == null && out.complete()) {
                encoder = seen.encoder();
            }
        } catch (IOException e) {
            return false;
        }
        if (out.logger == null && out.complete()) {
            out.logger = "(no logger)";
        }
        return out.complete();
    }

    private void fields(JsonParser parser, String prefix, ParsedEvent out, Seen seen) throws IOException {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = prefix + parser.currentName();
            JsonToken value = parser.nextToken();
            if (value == JsonToken.START_OBJECT) {
                if (name.equals("log") || name.equals("instant")) {
                    fields(parser, name + ".", out, seen);
                } else {
                    parser.skipChildren();
                }
                continue;
            }
            if (value == JsonToken.START_ARRAY) {
                parser.skipChildren();
                continue;
            }
            seen.note(name, parser);
            switch (name) {
                case "@timestamp", "timestamp", "time", "date", "ts", "timeMillis", "instant.epochSecond" -> time(parser, value, out);
                case "level", "log.level", "severity", "_level_name" -> level(parser, value, out);
                case "level_value" -> {
                    if (out.level == null && value == JsonToken.VALUE_NUMBER_INT) {
                        out.level = EventLevels.logbackValue(parser.getIntValue());
                    }
                }
                case "logger_name", "logger", "loggerName", "log.logger", "_logger_name", "_log_logger" -> out.logger = parser.getText();
                case "message", "msg", "short_message" -> {
                    if (out.message == null || name.equals("message")) {
                        out.message = parser.getText();
                    }
                }
                default -> {
                }
            }
        }
    }

    private void time(JsonParser parser, JsonToken value, ParsedEvent out) throws IOException {
        if (value == JsonToken.VALUE_STRING) {
            String text = parser.getText();
            if (timestamps.read(text, 0, out) < 0) {
                out.epochSecond = Long.MIN_VALUE;
            }
        } else if (value == JsonToken.VALUE_NUMBER_INT || value == JsonToken.VALUE_NUMBER_FLOAT) {
            double number = parser.getDoubleValue();
            // Milliseconds since the epoch are past 1e11 since 1973; seconds (GELF, epochSecond) are not.
            out.epochSecond = (long) Math.floor(number > 1e11 ? number / 1000 : number);
            out.dateless = false;
        }
    }

    private static void level(JsonParser parser, JsonToken value, ParsedEvent out) throws IOException {
        LogLevel level = value == JsonToken.VALUE_NUMBER_INT ? EventLevels.syslog(parser.getIntValue())
                : value == JsonToken.VALUE_STRING ? EventLevels.named(parser.getText()) : null;
        if (level != null && (out.level == null || value == JsonToken.VALUE_STRING)) {
            out.level = level;
        }
    }

    /** The names that tell the encoders apart. */
    private static final class Seen {
        private boolean version;
        private boolean loggerName;
        private boolean ecs;
        private boolean sequence;
        private boolean gelf;
        private boolean instant;

        void note(String name, JsonParser parser) {
            switch (name) {
                case "@version" -> version = true;
                case "logger_name" -> loggerName = true;
                case "ecs.version", "log.level" -> ecs = true;
                case "sequenceNumber" -> sequence = true;
                case "short_message" -> gelf = true;
                case "instant.epochSecond", "loggerFqcn", "endOfBatch" -> instant = true;
                default -> {
                }
            }
        }

        String encoder() {
            if (ecs) {
                return "ECS";
            }
            if (gelf) {
                return "GELF";
            }
            if (version && loggerName) {
                return "logstash";
            }
            if (sequence) {
                return "Logback JsonEncoder";
            }
            if (instant) {
                return "Log4j2 JsonLayout";
            }
            return "fields read: timestamp, level, logger, message";
        }
    }
}
