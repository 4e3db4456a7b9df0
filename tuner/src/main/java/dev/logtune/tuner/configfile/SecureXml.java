package dev.logtune.tuner.configfile;

import dev.logtune.support.files.FileProblem;
import org.w3c.dom.Document;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

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
    static final String LINE = "logtune.line";
    static final String ENTITY = "logtune.entity";
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
}
