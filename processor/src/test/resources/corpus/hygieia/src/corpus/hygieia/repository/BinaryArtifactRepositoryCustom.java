// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/BinaryArtifactRepositoryCustom.java
package corpus.hygieia.repository;

import java.util.Map;

import corpus.hygieia.model.BinaryArtifact;

public interface BinaryArtifactRepositoryCustom {
	String CANONICAL_NAME = "canonicalName";
	String ARTIFACT_GROUP_ID = "artifactGroupId";
	String ARTIFACT_MODULE = "artifactModule";
	String ARTIFACT_VERSION = "artifactVersion";
	String ARTIFACT_NAME = "artifactName";
	String ARTIFACT_CLASSIFIER = "artifactClassifier";
	String ARTIFACT_EXTENSION = "artifactExtension";
	String BUILD_INFO_ID = "buildInfo.id";
			
	Iterable<BinaryArtifact> findByAttributes(Map<String, Object> attributes);
}
