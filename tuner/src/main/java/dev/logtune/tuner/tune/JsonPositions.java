package dev.logtune.tuner.tune;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import dev.logtune.tuner.configfile.ConfigException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON text parsed with Jackson's streaming parser, as lint reads it (comments allowed, as Log4j2 allows them),
 * each value with the character offsets Jackson reports for it: no re-serialisation, so an edit replaces a value's
 * characters and nothing else.
 */
final class JsonPositions {
    private final String text;
    private final String eol;

    private JsonPositions(String text) {
        this.text = text;
        this.eol = TextTree.eol(text);
    }

    static TextTree.Value parse(String text) throws ConfigException {
        JsonFactory factory = JsonFactory.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS).build();
        try (JsonParser parser = factory.createParser(text)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                throw new ConfigException("malformed JSON: the file is empty");
            }
            return new JsonPositions(text).value(parser, first);
        } catch (IOException e) {
            throw new ConfigException("malformed JSON: " + e.getMessage(), e);
        }
    }

    private TextTree.Value value(JsonParser parser, JsonToken token) throws IOException {
        int start = (int) parser.currentTokenLocation().getCharOffset();
        if (token == JsonToken.START_OBJECT) {
            Map<String, TextTree.Field> fields = new LinkedHashMap<>();
            int firstKey = -1;
            for (JsonToken t = parser.nextToken(); t != JsonToken.END_OBJECT; t = parser.nextToken()) {
                String key = parser.currentName();
                int keyStart = (int) parser.currentTokenLocation().getCharOffset();
                if (firstKey < 0) {
                    firstKey = keyStart;
                }
                TextTree.Scalar name = new TextTree.Scalar(key, keyStart + 1, closingQuote(keyStart), true);
                fields.put(key, new TextTree.Field(key, name, value(parser, parser.nextToken())));
            }
            return new TextTree.Mapping(fields, insertion(start, firstKey));
        }
        if (token == JsonToken.START_ARRAY) {
            List<TextTree.Value> items = new ArrayList<>();
            for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
                items.add(value(parser, t));
            }
            return new TextTree.Sequence(items);
        }
        String scalar = token == JsonToken.VALUE_NULL ? "null" : parser.getText();
        if (token == JsonToken.VALUE_STRING) {
            return new TextTree.Scalar(scalar, start + 1, closingQuote(start), true);
        }
        int end = start;
        while (end < text.length() && "+-.0123456789eEtruefalsn".indexOf(text.charAt(end)) >= 0) {
            end++;
        }
        return new TextTree.Scalar(scalar, start, end, false);
    }

    private int closingQuote(int open) {
        for (int i = open + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '"') {
                return i;
            }
        }
        throw new IllegalStateException("unterminated string at offset " + open);
    }

    /** Before the first key, spelt as it is: on a line of its own when the first key has one, else inline. */
    private TextTree.Insertion insertion(int brace, int firstKey) {
        if (firstKey < 0) {
            return (key, value) -> new TextEdit(brace + 1, brace + 1, " \"" + key + "\": " + value + " ");
        }
        boolean ownLine = TextTree.startsLine(text, firstKey);
        String indent = TextTree.indentAt(text, firstKey);
        return (key, value) -> new TextEdit(firstKey, firstKey, "\"" + key + "\": " + value + ","
                + (ownLine ? eol + indent : " "));
    }
}
