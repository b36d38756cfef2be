package corpus.gatoscode.graph;

import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

// mondaylunch/gatos-backend: stand-in for core/src/main/java/club/mondaylunch/gatos/core/codec/GraphCodecProvider.java,
// which the application registers ahead of the POJO provider; the real one writes the nodes and connections
public class GraphCodec implements Codec<Graph> {
    @Override
    public void encode(BsonWriter writer, Graph value, EncoderContext encoderContext) {
        writer.writeStartDocument();
        writer.writeEndDocument();
    }

    @Override
    public Graph decode(BsonReader reader, DecoderContext decoderContext) {
        reader.readStartDocument();
        reader.readEndDocument();
        return new Graph();
    }

    @Override
    public Class<Graph> getEncoderClass() {
        return Graph.class;
    }
}
