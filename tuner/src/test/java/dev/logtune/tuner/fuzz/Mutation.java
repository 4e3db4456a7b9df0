package dev.logtune.tuner.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One way a stranger's configuration file goes wrong, applied to its bytes. The text is held as ISO-8859-1, one char a
 * byte, so an operator can cut a UTF-8 sequence in half or add bytes no charset maps, and still find markup by its ASCII.
 */
enum Mutation {
    TRUNCATE {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            return text.substring(0, random.nextInt(text.length() + 1));
        }
    },
    DROP_LINES {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            List<String> lines = lines(text);
            if (lines.isEmpty()) {
                return text;
            }
            int from = random.nextInt(lines.size());
            int to = Math.min(lines.size(), from + 1 + random.nextInt(3));
            lines.subList(from, to).clear();
            return String.join("", lines);
        }
    },
    DOUBLE_LINES {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            List<String> lines = lines(text);
            if (lines.isEmpty()) {
                return text;
            }
            int from = random.nextInt(lines.size());
            int to = Math.min(lines.size(), from + 1 + random.nextInt(8));
            List<String> copy = List.copyOf(lines.subList(from, to));
            for (int i = random.nextInt(3); i >= 0; i--) {
                lines.addAll(to, copy);
            }
            return String.join("", lines);
        }
    },
    /** An XML element (a whole one, with its children) dropped or doubled; other formats lose or repeat lines. */
    DROP_OR_DOUBLE_ELEMENT {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            int[] element = format.xml() ? element(text, random) : null;
            if (element == null) {
                return (random.nextBoolean() ? DROP_LINES : DOUBLE_LINES).apply(text, format, name, largest, random);
            }
            String whole = text.substring(element[0], element[1]);
            return random.nextBoolean() ? text.substring(0, element[0]) + text.substring(element[1])
                    : text.substring(0, element[1]) + whole.repeat(1 + random.nextInt(3)) + text.substring(element[1]);
        }
    },
    ODD_VALUE {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            String result = text;
            for (int i = random.nextInt(3); i >= 0; i--) {
                result = replaceValue(result, format, oddValue(random), random);
            }
            return result;
        }
    },
    DEEP_NESTING {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            int depth = 50 + random.nextInt(random.nextBoolean() ? 500 : 20_000);
            String deep = switch (format) {
                case LOGBACK_XML, LOG4J2_XML -> {
                    String tag = pick(random, "x", "logger", "appender", "Appenders", "Loggers", "if", "then", "configuration", "Property");
                    yield ("<" + tag + ">").repeat(depth) + ("</" + tag + ">").repeat(depth);
                }
                case LOG4J2_JSON -> random.nextBoolean() ? "{\"a\":".repeat(depth) + "1" + "}".repeat(depth) : "[".repeat(depth) + "]".repeat(depth);
                case LOG4J2_YAML, SPRING_YAML -> random.nextBoolean() ? nestedYaml(Math.min(depth, 3_000))
                        : "deep: " + "[".repeat(depth) + "]".repeat(depth) + "\n";
                case LOG4J2_PROPERTIES, SPRING_PROPERTIES -> pick(random, "appender.a", "logger.a", "logging.level", "rootLogger", "property")
                        + ".a".repeat(depth) + " = x\n";
            };
            if (format.xml() || format == SeedFormat.LOG4J2_JSON) {
                return format == SeedFormat.LOG4J2_JSON ? replaceValue(text, format, deep, random) : insertInsideRoot(text, deep, random);
            }
            return insertAtLine(text, deep, random);
        }
    },
    PROPERTY_CYCLE {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            boolean self = random.nextBoolean();
            String b = self ? "CYC_A" : "CYC_B";
            String used = replaceValue(text, format, pick(random, "${CYC_A}", "x${CYC_A}y", "${CYC_A:-${CYC_B}}", "${${CYC_A}}"), random);
            return switch (format) {
                case LOGBACK_XML -> insertInsideRoot(used, "<property name=\"CYC_A\" value=\"${" + b + "}\"/>"
                        + (self ? "" : "<property name=\"CYC_B\" value=\"a${CYC_A}\"/>"), random);
                case LOG4J2_XML -> insertInsideRoot(used, "<Properties><Property name=\"CYC_A\">${" + b + "}</Property>"
                        + (self ? "" : "<Property name=\"CYC_B\">a${CYC_A}</Property>") + "</Properties>", random);
                case LOG4J2_PROPERTIES -> used + "\nproperty.CYC_A = ${" + b + "}\nproperty.CYC_B = a${CYC_A}\n";
                case LOG4J2_JSON -> used.replaceFirst("(\"[Cc]onfiguration\"\\s*:\\s*\\{)", "$1\"Properties\":{\"Property\":["
                        + "{\"name\":\"CYC_A\",\"value\":\"\\${" + b + "}\"},{\"name\":\"CYC_B\",\"value\":\"a\\${CYC_A}\"}]},");
                case LOG4J2_YAML -> used.replaceFirst("(?m)^([Cc]onfiguration:[ \\t]*\\r?\\n)", "$1  Properties:\n    Property:\n"
                        + "      - name: CYC_A\n        value: \"\\${" + b + "}\"\n      - name: CYC_B\n        value: \"a\\${CYC_A}\"\n");
                case SPRING_PROPERTIES -> used + "\nlogging.file.name=${logging.file.path}/app.log\nlogging.file.path=${logging.file.name}\n"
                        + "CYC_A=${" + b + "}\nCYC_B=a${CYC_A}\nlogging.level.root=${CYC_A}\n";
                case SPRING_YAML -> used + "\n---\nlogging:\n  file:\n    name: ${logging.file.path}/app.log\n"
                        + "    path: ${logging.file.name}\n  level:\n    root: ${CYC_A}\nCYC_A: ${" + b + "}\nCYC_B: a${CYC_A}\n";
            };
        }
    },
    SELF_INCLUDE {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            return switch (format) {
                case LOGBACK_XML -> insertInsideRoot(text, pick(random, "<include file=\"" + name + "\"/>", "<include file=\"./" + name + "\"/>",
                        "<include optional=\"true\" file=\"" + name + "\"/>", "<include resource=\"" + name + "\"/>",
                        "<include file=\"${CONFIG_DIR:-.}/" + name + "\"/>", "<include url=\"file:" + name + "\"/>"), random);
                case LOG4J2_XML -> insertInsideRoot(text, "<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"" + name + "\"/>", random);
                case SPRING_PROPERTIES -> text + "\n" + pick(random, "logging.config=" + name, "logging.config=classpath:" + name,
                        "logging.config=file:./" + name, "spring.config.import=" + name, "spring.config.import=optional:file:./" + name) + "\n";
                case SPRING_YAML -> text + "\n" + pick(random, "logging:\n  config: " + name, "spring:\n  config:\n    import: " + name,
                        "logging.config: classpath:" + name) + "\n";
                // no include in these formats: a property that names itself is their nearest thing
                case LOG4J2_JSON, LOG4J2_YAML, LOG4J2_PROPERTIES -> PROPERTY_CYCLE.apply(text, format, name, largest, random);
            };
        }
    },
    BINARY_BYTES {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            StringBuilder bytes = new StringBuilder();
            for (int i = 1 + random.nextInt(64); i > 0; i--) {
                bytes.append((char) random.nextInt(256));
            }
            int at = random.nextInt(text.length() + 1);
            boolean replace = random.nextBoolean() && at + bytes.length() <= text.length();
            return text.substring(0, at) + bytes + text.substring(replace ? at + bytes.length() : at);
        }
    },
    BOM_AND_LINE_ENDINGS {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            String result = text;
            switch (random.nextInt(4)) {
                case 0 -> result = BOM + result;
                case 1 -> result = BOM + result.replace("\r\n", "\n").replace("\n", "\r\n");
                case 2 -> result = result.replace("\r\n", "\n").replace("\n", random.nextBoolean() ? "\r\n" : "\r");
                default -> result = pick(random, BOM + BOM, "\u00fe\u00ff", "\u00ff\u00fe", "") + mixedEndings(result, random);
            }
            return result;
        }
    },
    VERY_LARGE {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            int target = 256 * 1024 + random.nextInt(Math.max(1, largest - 256 * 1024));
            if (random.nextInt(3) == 0) {
                // one value a megabyte or more long
                return replaceValue(text, format, "v".repeat(target), random);
            }
            List<String> lines = lines(text);
            if (lines.isEmpty()) {
                return text;
            }
            int at = random.nextInt(lines.size());
            String line = lines.get(at).endsWith("\n") ? lines.get(at) : lines.get(at) + "\n";
            int times = Math.max(1, target / Math.max(1, line.length()));
            lines.add(at, line.repeat(times));
            return String.join("", lines);
        }
    },
    /** A line of another fixture, of any format, dropped in. */
    SPLICE {
        @Override
        String apply(String text, SeedFormat format, String name, int largest, Random random) {
            return text; // replaced by ConfigMutator, which knows the other fixtures
        }
    };

    static final String BOM = "\u00ef\u00bb\u00bf";

    private static final Pattern XML_VALUE = Pattern.compile("=\"([^\"]*)\"|>([^<>]*[^<>\\s][^<>]*)<");
    private static final Pattern PROPERTIES_VALUE = Pattern.compile("(?m)^[^#!\\s][^=:\\n]*[=:][ \\t]*([^\\r\\n]*)$");
    private static final Pattern YAML_VALUE = Pattern.compile("(?m):[ \\t]+([^\\r\\n#]+)$|^[ \\t]*-[ \\t]+([^\\r\\n#:]+)$");
    // runs of plain characters taken whole (possessive): one repetition a character overflows the stack on a long value
    private static final Pattern JSON_VALUE = Pattern.compile(":\\s*(\"(?:[^\"\\\\]++|\\\\.)*+\"|-?\\d[\\d.eE+-]*|true|false|null)");

    abstract String apply(String text, SeedFormat format, String name, int largest, Random random);

    /** The UTF-8 bytes of {@code text}, one char a byte. */
    static String utf8(String text) {
        return new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }

    static String oddValue(Random random) {
        String value = pick(random, "-1", "0", "-0", "1", "-2147483649", "2147483648", "9223372036854775808", "-9223372036854775809",
                "99999999999999999999999999", "1e308", "1e400", "-1e-400", "NaN", "Infinity", "0.5", "", " ", "10", "10 MB", "10XB",
                "-10GB", "5 minutes", "PT1S", "1s", "-5s", "0ms", "100000d", "1.5.3", "0x1F", "1_000", "1,000", "\u0661\u0662\u0663",
                "\uff11\uff10", "\u65e5\u672c\u8a9e", "\ud83c\udf89\ud83d\udca5", "\u202eevil", "\u540d\u524d.log", "a\u0000b",
                "${undefined}", "${a:-${b:-${c}}}", "${", "}", "$${x}", "%d{", "%", "%X{", "\\", "'", "\"", "&amp;", "&undefined;", "<",
                "]]>", "true", "TRUE", "yes", "null", "~", "OFF", "ALL", "trace", "FATAL", "com..example", "..", "/", "/dev/null",
                "/etc/passwd", "CON", "NUL:", "classpath:", "file:", "a".repeat(10_000), "  padded  ", "\t", "x\ny", "[1, 2]", "{}",
                "ch.qos.logback.core.ConsoleAppender", "org.apache.logging.log4j.core.appender.AsyncAppender", "No.Such.Class");
        return utf8(value);
    }

    static String replaceValue(String text, SeedFormat format, String value, Random random) {
        Pattern pattern = format.xml() ? XML_VALUE : format.properties() ? PROPERTIES_VALUE : format.yaml() ? YAML_VALUE : JSON_VALUE;
        List<int[]> spans = new ArrayList<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            for (int g = 1; g <= m.groupCount(); g++) {
                if (m.group(g) != null) {
                    spans.add(new int[]{m.start(g), m.end(g)});
                }
            }
        }
        if (spans.isEmpty()) {
            return text + value;
        }
        int[] span = spans.get(random.nextInt(spans.size()));
        String written = format == SeedFormat.LOG4J2_JSON && random.nextBoolean() && !value.startsWith("{") && !value.startsWith("[")
                ? "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"" : value;
        return text.substring(0, span[0]) + written + text.substring(span[1]);
    }

    /** Right after the root element's start tag (or anywhere, now and then). */
    static String insertInsideRoot(String text, String inserted, Random random) {
        Matcher root = Pattern.compile("<(?![?!])[^>]*>").matcher(text);
        int at = root.find() && random.nextInt(4) > 0 ? root.end() : random.nextInt(text.length() + 1);
        return text.substring(0, at) + inserted + text.substring(at);
    }

    static String insertAtLine(String text, String inserted, Random random) {
        List<String> lines = lines(text);
        lines.add(random.nextInt(lines.size() + 1), inserted.endsWith("\n") ? inserted : inserted + "\n");
        if (lines.size() > 1 && !lines.get(lines.size() - 2).endsWith("\n")) {
            lines.set(lines.size() - 2, lines.get(lines.size() - 2) + "\n");
        }
        return String.join("", lines);
    }

    /** The lines with their endings. */
    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lines.add(text.substring(start, i + 1));
                start = i + 1;
            }
        }
        if (start < text.length()) {
            lines.add(text.substring(start));
        }
        return lines;
    }

    @SafeVarargs
    static <T> T pick(Random random, T... choices) {
        return choices[random.nextInt(choices.length)];
    }

    private static String nestedYaml(int depth) {
        StringBuilder yaml = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            yaml.append("  ".repeat(i)).append("a").append(i).append(":\n");
        }
        return yaml.append("  ".repeat(depth)).append("leaf: 1\n").toString();
    }

    private static String mixedEndings(String text, Random random) {
        StringBuilder mixed = new StringBuilder();
        for (String line : lines(text)) {
            mixed.append(line.endsWith("\n") ? line.replaceAll("\\r?\\n$", "") + pick(random, "\n", "\r\n", "\r", "\n\r") : line);
        }
        return mixed.toString();
    }

    /** A whole element, start tag to end tag, as [start, end); null where none is found. */
    private static int[] element(String text, Random random) {
        List<Integer> starts = new ArrayList<>();
        Matcher m = Pattern.compile("<([A-Za-z][\\w.:-]*)").matcher(text);
        while (m.find()) {
            starts.add(m.start());
        }
        if (starts.size() < 2) {
            return null;
        }
        // not the root: dropping that leaves nothing to read
        int start = starts.get(1 + random.nextInt(starts.size() - 1));
        Matcher tag = Pattern.compile("<([A-Za-z][\\w.:-]*)").matcher(text);
        tag.find(start);
        String name = tag.group(1);
        int close = text.indexOf('>', start);
        if (close < 0) {
            return null;
        }
        if (text.charAt(close - 1) == '/') {
            return new int[]{start, close + 1};
        }
        int depth = 1;
        Matcher next = Pattern.compile("<(/?)" + Pattern.quote(name) + "(?=[\\s/>])[^>]*?(/?)>").matcher(text);
        int from = close + 1;
        while (next.find(from)) {
            from = next.end();
            if (!next.group(1).isEmpty()) {
                depth--;
            } else if (next.group(2).isEmpty()) {
                depth++;
            }
            if (depth == 0) {
                return new int[]{start, next.end()};
            }
        }
        return null;
    }
}
