package dev.logtune.tuner.config;

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
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Parses configuration XML a user hands us, which is untrusted: no DTD (so no entities, internal or external), no
 * external schema or stylesheet, no XInclude. Each element keeps the line it started on.
 */
public final class SecureXml {
    private static final String LINE = "logtune.line";

    private SecureXml() {
    }

    /** The line an element started on, or 0 when unknown. */
    public static int line(Node node) {
        Object line = node.getUserData(LINE);
        return line instanceof Integer number ? number : 0;
    }

    static void setLine(Node node, int line) {
        node.setUserData(LINE, line, null);
    }

    public static Document parse(Path file) throws ConfigException {
        try (InputStream in = Files.newInputStream(file)) {
            return parse(in, file.toString());
        } catch (NoSuchFileException e) {
            throw new ConfigException(file + ": no such file");
        } catch (IOException e) {
            throw new ConfigException(file + ": cannot read: " + e.getMessage(), e);
        }
    }

    public static Document parse(InputStream in, String source) throws ConfigException {
        try {
            SAXParser parser = parserFactory().newSAXParser();
            parser.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            parser.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
            DomBuilder builder = new DomBuilder(document);
            parser.getXMLReader().setProperty("http://xml.org/sax/properties/lexical-handler", builder);
            parser.parse(new InputSource(in), builder);
            if (document.getDocumentElement() == null) {
                throw new ConfigException(source + ": empty document");
            }
            return document;
        } catch (SAXParseException e) {
            String reason = e.getMessage();
            if (reason != null && reason.contains("DOCTYPE")) {
                reason = "a DOCTYPE is not allowed (external entities and DTDs are never read)";
            }
            throw new ConfigException(source + ":" + e.getLineNumber() + ": malformed XML: " + reason, e);
        } catch (SAXException | ParserConfigurationException e) {
            throw new ConfigException(source + ": malformed XML: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new ConfigException(source + ": cannot read: " + e.getMessage(), e);
        }
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
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
        factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return factory;
    }

    /** Builds a DOM from SAX events, noting each element's line. */
    private static final class DomBuilder extends DefaultHandler2 {
        private final Document document;
        private final Deque<Node> open = new ArrayDeque<>();
        private Locator locator;

        DomBuilder(Document document) {
            this.document = document;
            open.push(document);
        }

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            Element element = document.createElement(qName);
            for (int i = 0; i < attributes.getLength(); i++) {
                element.setAttribute(attributes.getQName(i), attributes.getValue(i));
            }
            element.setUserData(LINE, locator == null ? 0 : locator.getLineNumber(), null);
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
