package dev.logtune.tuner.configfile;

import dev.logtune.benchmarks.results.FileProblem;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.ext.DefaultHandler2;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses configuration XML a user hands us, which is untrusted. A DOCTYPE is accepted the way Logback accepts it
 * ({@code <!DOCTYPE configuration>}, JHipster writes one), with an internal subset at most: a DOCTYPE naming an
 * external DTD (SYSTEM or PUBLIC) and any external entity are refused, nothing is ever fetched, and internal entity
 * expansion is bounded (a billion-laughs document fails at once). No external schema or stylesheet, no XInclude.
 * Each element keeps the line its start tag begins on.
 */
public final class SecureXml {
    private static final String LINE = "logtune.line";
    private static final String ENTITY = "logtune.entity";
    /** Entity references a document may expand in all; a config needs none, a billion-laughs one needs 10^9. */
    static final int ENTITY_EXPANSION_LIMIT = 1000;
    private static final int MAX_BYTES = 16 * 1024 * 1024;

    private SecureXml() {
    }

    /** The line an element started on, or 0 when unknown. */
    public static int line(Node node) {
        Object line = node.getUserData(LINE);
        return line instanceof Integer number ? number : 0;
    }

    /**
     * The internal entity whose replacement text an element came from ({@code &appenders;} declared in the DOCTYPE),
     * or empty when it is written where it stands: such an element has no text of its own to edit.
     */
    public static java.util.Optional<String> entity(Node node) {
        return node.getUserData(ENTITY) instanceof String name ? java.util.Optional.of(name) : java.util.Optional.empty();
    }

    static void setLine(Node node, int line) {
        node.setUserData(LINE, line, null);
    }

    public static Document parse(Path file) throws ConfigException {
        String problem = FileProblem.ofInput(file, "config file");
        if (problem != null) {
            throw new ConfigException(problem);
        }
        try (InputStream in = Files.newInputStream(file)) {
            return parse(in, file.toString());
        } catch (NoSuchFileException e) {
            throw new ConfigException(file + ": no such file");
        } catch (IOException e) {
            throw new ConfigException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    public static Document parse(InputStream in, String source) throws ConfigException {
        byte[] bytes;
        try {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (IOException e) {
            throw new ConfigException(source + ": cannot read: " + e.getMessage(), e);
        }
        if (bytes.length > MAX_BYTES) {
            throw new ConfigException(source + ": larger than " + MAX_BYTES / (1024 * 1024) + " MB, not a configuration file");
        }
        return parse(bytes, source);
    }

    static Document parse(byte[] bytes, String source) throws ConfigException {
        try {
            SAXParser parser = parserFactory().newSAXParser();
            parser.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            parser.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            limit(parser);
            Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
            DomBuilder builder = new DomBuilder(document, new TextPositions(decode(bytes)));
            parser.getXMLReader().setProperty("http://xml.org/sax/properties/lexical-handler", builder);
            parser.getXMLReader().setProperty("http://xml.org/sax/properties/declaration-handler", builder);
            // Belt and braces: should anything external still be asked for, it reads as empty, never fetched.
            parser.getXMLReader().setEntityResolver(builder);
            parser.parse(new InputSource(new ByteArrayInputStream(bytes)), builder);
            if (document.getDocumentElement() == null) {
                throw new ConfigException(source + ": empty document");
            }
            ConfigFormat.XML.mark(document);
            return document;
        } catch (SAXParseException e) {
            throw new ConfigException(source + ":" + e.getLineNumber() + ": malformed XML: " + oneLine(e.getMessage()), e);
        } catch (SAXException | ParserConfigurationException e) {
            throw new ConfigException(source + ": malformed XML: " + oneLine(e.getMessage()), e);
        } catch (IOException e) {
            throw new ConfigException(source + ": cannot read: " + e.getMessage(), e);
        }
    }

    static String oneLine(String message) {
        return message == null ? "" : message.strip().replaceAll("\\s*[\\r\\n]+\\s*", " ");
    }

    // The JDK's own limits (jdk.xml.entityExpansionLimit and friends), set small: a configuration has no use for
    // entities beyond a few, so a document that expands more fails at once with the JDK's one-line message.
    private static void limit(SAXParser parser) {
        String jaxp = "http://www.oracle.com/xml/jaxp/properties/";
        String[][] limits = {{"entityExpansionLimit", String.valueOf(ENTITY_EXPANSION_LIMIT)},
                {"totalEntitySizeLimit", "100000"}, {"maxGeneralEntitySizeLimit", "10000"},
                {"maxParameterEntitySizeLimit", "10000"}, {"maxElementDepth", "200"}};
        for (String[] limit : limits) {
            try {
                parser.setProperty(jaxp + limit[0], limit[1]);
            } catch (SAXException e) {
                // A parser that does not know the property: FEATURE_SECURE_PROCESSING's defaults still bound it.
            }
        }
    }

    /** The text as the parser decodes it, near enough to find where a start tag begins. */
    private static String decode(byte[] bytes) {
        String head = new String(bytes, 0, Math.min(bytes.length, 200), StandardCharsets.ISO_8859_1);
        Charset charset = StandardCharsets.UTF_8;
        if (bytes.length >= 2 && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF) || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE))) {
            charset = StandardCharsets.UTF_16;
        } else {
            Matcher declared = Pattern.compile("^<\\?xml[^>]*encoding\\s*=\\s*[\"']([A-Za-z0-9._-]+)[\"']").matcher(head);
            if (declared.find()) {
                try {
                    charset = Charset.forName(declared.group(1));
                } catch (IllegalArgumentException e) {
                    // the parser will say what is wrong with it
                }
            }
        }
        return new String(bytes, charset);
    }

    /** Serialises a document back to text (no DTD, UTF-8). */
    public static String write(Document document) {
        try {
            TransformerFactory factory = TransformerFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
            Transformer transformer = factory.newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            StringWriter out = new StringWriter();
            transformer.transform(new DOMSource(document), new StreamResult(out));
            return out.toString();
        } catch (TransformerException e) {
            throw new IllegalStateException("cannot serialise XML: " + e.getMessage(), e);
        }
    }

    private static SAXParserFactory parserFactory() throws ParserConfigurationException, SAXException {
        SAXParserFactory factory = SAXParserFactory.newInstance();
        factory.setNamespaceAware(false);
        factory.setValidating(false);
        factory.setXIncludeAware(false);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
        factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
        factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return factory;
    }

    /** Line starts of a text, so that a (line, column) the parser reports can be turned back into an offset. */
    static final class TextPositions {
        private final String text;
        private final int[] lineStarts;

        TextPositions(String text) {
            this.text = text;
            List<Integer> starts = new ArrayList<>();
            starts.add(0);
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                    starts.add(i + 1);
                }
            }
            lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
        }

        /**
         * The line of the {@code <} that begins the start tag ending just before (line, column), as SAX reports
         * it; the reported line when that cannot be found. An attribute value cannot hold a literal {@code <},
         * so the nearest one back is the tag's own.
         */
        int startLine(int line, int column) {
            if (line < 1 || line > lineStarts.length || column < 1) {
                return Math.max(line, 0);
            }
            int offset = Math.min(lineStarts[line - 1] + column - 2, text.length() - 1);
            for (int i = offset; i >= 0; i--) {
                if (text.charAt(i) == '<') {
                    return lineOf(i);
                }
            }
            return line;
        }

        private int lineOf(int offset) {
            int low = 0;
            int high = lineStarts.length - 1;
            while (low < high) {
                int mid = (low + high + 1) >>> 1;
                if (lineStarts[mid] <= offset) {
                    low = mid;
                } else {
                    high = mid - 1;
                }
            }
            return low + 1;
        }
    }

    /** Builds a DOM from SAX events, noting the line each element's start tag begins on. */
    private static final class DomBuilder extends DefaultHandler2 {
        private final Document document;
        private final TextPositions positions;
        private final Deque<Node> open = new ArrayDeque<>();
        private Locator locator;
        private int entityDepth;
        private String outerEntity;

        DomBuilder(Document document, TextPositions positions) {
            this.document = document;
            this.positions = positions;
            open.push(document);
        }

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        @Override
        public void startDTD(String name, String publicId, String systemId) throws SAXException {
            if (publicId != null || systemId != null) {
                throw refused("a DOCTYPE is not allowed to name an external DTD (" + (publicId != null ? "PUBLIC \"" + publicId + "\" " : "SYSTEM ")
                        + "\"" + systemId + "\"); DTDs and external entities are never read");
            }
        }

        @Override
        public void externalEntityDecl(String name, String publicId, String systemId) throws SAXException {
            throw refused("a DOCTYPE is not allowed to declare an external entity (" + name + " SYSTEM \"" + systemId
                    + "\"); external entities are never read");
        }

        @Override
        public void unparsedEntityDecl(String name, String publicId, String systemId, String notationName) throws SAXException {
            throw refused("a DOCTYPE is not allowed to declare an external entity (" + name + "); external entities are never read");
        }

        @Override
        public InputSource resolveEntity(String name, String publicId, String baseURI, String systemId) throws SAXException {
            throw refused("an external entity or DTD is not allowed (" + systemId + "); nothing external is ever read");
        }

        @Override
        public InputSource resolveEntity(String publicId, String systemId) throws SAXException {
            return resolveEntity(null, publicId, null, systemId);
        }

        private SAXParseException refused(String message) {
            return new SAXParseException(message, locator);
        }

        @Override
        public void startEntity(String name) {
            if (entityDepth == 0 && !name.startsWith("[")) {
                outerEntity = name;
            }
            entityDepth++;
        }

        @Override
        public void endEntity(String name) {
            entityDepth--;
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            Element element = document.createElement(qName);
            for (int i = 0; i < attributes.getLength(); i++) {
                element.setAttribute(attributes.getQName(i), attributes.getValue(i));
            }
            int line = 0;
            if (locator != null) {
                // Inside an entity's replacement text the locator's position is not in the file's text.
                line = entityDepth > 0 ? locator.getLineNumber()
                        : positions.startLine(locator.getLineNumber(), locator.getColumnNumber());
            }
            element.setUserData(LINE, line, null);
            if (entityDepth > 0 && outerEntity != null) {
                element.setUserData(ENTITY, outerEntity, null);
            }
            open.peek().appendChild(element);
            open.push(element);
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            open.pop();
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            if (open.peek() != document) {
                open.peek().appendChild(document.createTextNode(new String(ch, start, length)));
            }
        }

        @Override
        public void comment(char[] ch, int start, int length) {
            open.peek().appendChild(document.createComment(new String(ch, start, length)));
        }
    }
}
