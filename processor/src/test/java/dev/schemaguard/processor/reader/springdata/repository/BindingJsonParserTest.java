package dev.schemaguard.processor.reader.springdata.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The grammar of SDM's {@code JsonScanner} and {@code ParameterBindingJsonReader} as {@link BindingJsonParser} reads
 * it: the messages and offsets of malformed strings (the differential test runs the cases SDM fails on with its own
 * message), the leniencies SDM has, and how placeholders are kept.
 */
class BindingJsonParserTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            { firstname : }          | 14 | JSON reader was expecting a value but found '}'.
            { firstname : 'abc }     | 14 | End of file in JSON string.
            { address.city : ?0 }    |  9 | Invalid JSON input; Position: 10; Character: '.'.
            { age : 1x }             |  8 | Invalid JSON number
            { firstname : /abc/q }   | 19 | Invalid JSON regular expression; Position: 20.
            { 1 : 2 }                |  2 | JSON reader was expecting a name but found '1'.
            { a : ObjectId 'x' }     | 15 | JSON reader expected token type 'LEFT_PAREN' but found 'x'.
            { a : new Foo() }        | 10 | JSON reader expected a type name but found 'Foo'.
            { a :                    |  5 | Trying to read past EOF.
            { a : [1,, 2] }          |  9 | JSON reader was expecting a value but found ','.
            { a : 'x\\q' }           |  9 | Invalid escape sequence in JSON string '\\q'.
            { /x/ : 1 }              |  2 | `JSON reader was expecting a name but found 'BsonRegularExpression{pattern='x', options=''}'.`
            """)
    void negative_malformedStringIsRefusedWithTheReadersMessageAndOffset(String json, int offset, String message) {
        BindingJsonParser.Outcome.Malformed malformed = assertInstanceOf(
                BindingJsonParser.Outcome.Malformed.class,
                BindingJsonParser.parse(json, BindingJsonParser.Dialect.PARAMETER_BINDING));
        assertEquals(message, malformed.message());
        assertEquals(offset, malformed.offset());
    }

    @Test
    void negative_driverDialectHasNoPlaceholdersAndNeedsADocument() {
        BindingJsonParser.Outcome.Malformed placeholder = assertInstanceOf(
                BindingJsonParser.Outcome.Malformed.class,
                BindingJsonParser.parse("{ age : ?0 }", BindingJsonParser.Dialect.DRIVER));
        assertEquals("Invalid JSON input. Position: 9. Character: '?'.", placeholder.message());
        assertEquals(8, placeholder.offset());
        BindingJsonParser.Outcome.Malformed array = assertInstanceOf(
                BindingJsonParser.Outcome.Malformed.class,
                BindingJsonParser.parseDocument("[1]", BindingJsonParser.Dialect.DRIVER));
        assertEquals(
                "readStartDocument can only be called when CurrentBSONType is DOCUMENT, not when CurrentBSONType is ARRAY.",
                array.message());
    }

    /** {@code readBsonType} pops a comma only when there is one, and nothing reads past the top-level document. */
    @Test
    void positive_missingAndTrailingCommasAndTrailingTextAreAccepted() {
        BindingJson.Document document = parsed("{ a : 1 b : 'x', c : [1 2,], } and more");
        assertEquals(
                List.of("a", "b", "c"),
                document.members().stream().map(BindingJson.Member::key).toList());
        assertEquals(
                2,
                ((BindingJson.Array) document.members().get(2).value())
                        .elements()
                        .size());
    }

    @Test
    void positive_shellSyntaxReadsAsSdmReadsIt() {
        BindingJson.Document document = parsed(
                "{ 'a' : \"x\", b : /^ab\\/c/im, c : ObjectId('5f0000000000000000000000'), d : ISODate(\"2020-01-01\"),"
                        + " e : new Date(1), f : NumberLong(3), g : null, h : true, i : -Infinity, j : word,"
                        + " k : RegExp('^x', 'i'), l : MinKey, m : 1.5e3 }");
        List<BindingJson.Member> m = document.members();
        assertEquals(new BindingJson.Text("x", false, 8), m.get(0).value());
        assertEquals(new BindingJson.Regex("^ab\\/c", "im", false, 17), m.get(1).value());
        assertEquals("ObjectId", ((BindingJson.Scalar) m.get(2).value()).type());
        assertEquals("ISODate", ((BindingJson.Scalar) m.get(3).value()).type());
        assertEquals("Date", ((BindingJson.Scalar) m.get(4).value()).type());
        assertEquals("NumberLong", ((BindingJson.Scalar) m.get(5).value()).type());
        assertInstanceOf(BindingJson.Null.class, m.get(6).value());
        assertEquals(true, ((BindingJson.Bool) m.get(7).value()).value());
        assertEquals(Double.NEGATIVE_INFINITY, ((BindingJson.Numeral) m.get(8).value()).value());
        // an unquoted word that is no keyword is a string (bindableValueFor)
        assertEquals("word", ((BindingJson.Text) m.get(9).value()).value());
        assertEquals("^x", ((BindingJson.Regex) m.get(10).value()).pattern());
        assertEquals("MinKey", ((BindingJson.Scalar) m.get(11).value()).type());
        assertEquals(1500.0, ((BindingJson.Numeral) m.get(12).value()).value());
    }

    @Test
    void positive_placeholdersKeepTheParameterTheyName() {
        List<BindingJson.Member> m = parsed(
                        "{ a : ?0, b : :#{[1]}, c : ?#{[2]}, d : ?#{#name}, e : '?3', ?4 : 1, f : /^?5/ }")
                .members();
        assertEquals(OptionalInt.of(0), ((BindingJson.Placeholder) m.get(0).value()).parameter());
        assertEquals(OptionalInt.of(1), ((BindingJson.Placeholder) m.get(1).value()).parameter());
        assertEquals(OptionalInt.of(2), ((BindingJson.Placeholder) m.get(2).value()).parameter());
        assertEquals(OptionalInt.empty(), ((BindingJson.Placeholder) m.get(3).value()).parameter());
        // in quotes, the argument's text is put into the string
        assertEquals(new BindingJson.Text("?3", true, 55), m.get(4).value());
        assertEquals(true, m.get(5).keyBound());
        assertEquals(true, ((BindingJson.Regex) m.get(6).value()).bound());
    }

    @Test
    void positive_wholeStringPlaceholderIsTheWholeValue() {
        BindingJsonParser.Outcome.Parsed parsed = assertInstanceOf(
                BindingJsonParser.Outcome.Parsed.class,
                BindingJsonParser.parse("?0", BindingJsonParser.Dialect.PARAMETER_BINDING));
        assertEquals(OptionalInt.of(0), ((BindingJson.Placeholder) parsed.value()).parameter());
    }

    private static BindingJson.Document parsed(String json) {
        BindingJsonParser.Outcome.Parsed parsed = assertInstanceOf(
                BindingJsonParser.Outcome.Parsed.class,
                BindingJsonParser.parse(json, BindingJsonParser.Dialect.PARAMETER_BINDING));
        return assertInstanceOf(BindingJson.Document.class, parsed.value());
    }
}
