package corpus.gatoscode.data;

import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

// mondaylunch/gatos-backend: stand-in for core/src/main/java/club/mondaylunch/gatos/core/codec/DataBoxCodecProvider.java,
// which the application registers ahead of the POJO provider; the real one writes the box's type and value
@SuppressWarnings("rawtypes")
public class DataBoxCodec implements Codec<DataBox> {
    @Override
    public void encode(BsonWriter writer, DataBox value, EncoderContext encoderContext) {
        writer.writeStartDocument();
        writer.writeEndDocument();
    }

    @Override
    public DataBox decode(BsonReader reader, DecoderContext decoderContext) {
        reader.readStartDocument();
        reader.readEndDocument();
        return new DataBox<>();
    }

    @Override
    public Class<DataBox> getEncoderClass() {
        return DataBox.class;
    }
}
