package dev.schemaguard.processor.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The JSON writer escapes what RFC 8259 requires, reads back as written (by Jackson), and refuses misuse. */
class JsonWriterTest {

    @Test
    void positive_escapes_roundTrip() {
        StringBuilder every = new StringBuilder();
        for (char c = 0; c < 0x80; c++) {
            every.append(c);
        }
        String tricky = every + "é ✓ 𝄞 \u2028\u2029 \u007f \"quoted\" C:\\dir\\file </script>";
        String text = new JsonWriter()
                .beginObject()
                .name("s\n\"k\"")
                .value(tricky)
                .endObject()
                .text();
        JsonNode read = JsonMapper.builder().build().readTree(text);
        assertEquals(tricky, read.get("s\n\"k\"").asString());
        // control characters never appear raw (RFC 8259 section 7)
        for (char c = 0; c < 0x20; c++) {
            assertEquals(
                    -1, text.substring(0, text.length() - 1).replace("\n", "").indexOf(c), "raw U+" + (int) c);
        }
    }

    @Test
    void positive_shortEscapes() {
        assertEquals(
                "[\n  \"\\\"\\\\\\n\\r\\t\\b\\f\\u0001\\u001f/\"\n]\n",
                new JsonWriter()
                        .beginArray()
                        .value("\"\\\n\r\t\b\f\u0001\u001f/")
                        .endArray()
                        .text());
    }

    @Test
    void positive_loneSurrogate_escaped() {
        String text = new JsonWriter()
                .beginArray()
                .value("a\ud800b")
                .value("\udc00")
                .endArray()
                .text();
        assertEquals("[\n  \"a\\ud800b\",\n  \"\\udc00\"\n]\n", text);
    }

    @Test
    void positive_layout_numbersBooleansNesting() {
        String text = new JsonWriter()
                .beginObject()
                .name("n")
                .value(-42)
                .name("b")
                .value(true)
                .name("empty")
                .beginArray()
                .endArray()
                .name("o")
                .beginObject()
                .name("x")
                .value("y")
                .endObject()
                .endObject()
                .text();
        assertEquals(
                "{\n  \"n\": -42,\n  \"b\": true,\n  \"empty\": [],\n  \"o\": {\n    \"x\": \"y\"\n  }\n}\n", text);
    }

    @Test
    void negative_misuse_throws() {
        assertThrows(
                IllegalStateException.class,
                () -> new JsonWriter().beginObject().value("no name"));
        assertThrows(
                IllegalStateException.class, () -> new JsonWriter().beginArray().name("name"));
        assertThrows(
                IllegalStateException.class,
                () -> new JsonWriter().beginObject().endArray());
        assertThrows(
                IllegalStateException.class,
                () -> new JsonWriter().beginObject().text());
        assertThrows(
                IllegalStateException.class, () -> new JsonWriter().value("a").value("b"));
    }
}
