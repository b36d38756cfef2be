// hygieia/hygieia-core: stand-in for library type org.json.simple.JSONObject (not on the test class path)
package corpus.hygieia.external;

public class JSONObject {
}
