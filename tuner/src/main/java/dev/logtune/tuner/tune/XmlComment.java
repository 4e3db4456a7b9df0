package dev.logtune.tuner.tune;

/** Text written into an emitted XML comment: never "--", which would end it early. */
final class XmlComment {
    private XmlComment() {
    }

    static String comment(String text) {
        return text.replace("--", "- -");
    }
}
