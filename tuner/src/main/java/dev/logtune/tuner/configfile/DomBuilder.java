package dev.logtune.tuner.configfile;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.ext.DefaultHandler2;

import java.util.ArrayDeque;
import java.util.Deque;

/** Builds a DOM from SAX events, noting the line each element's start tag begins on. */
final class DomBuilder extends DefaultHandler2 {
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
        element.setUserData(SecureXml.LINE, line, null);
        if (entityDepth > 0 && outerEntity != null) {
            element.setUserData(SecureXml.ENTITY, outerEntity, null);
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
