// spring-projects/spring-data-examples: mongodb/aggregation/src/main/java/example/springdata/mongodb/aggregation/OrderRepositoryCustom.java
/*
 * Copyright 2014-2021 the original author or authors.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *      https://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package corpus.springdataexamples.mongodb.aggregation;

/**
 * The interface for repository functionality that will be implemented manually.
 *
 * @author Oliver Gierke
 */
interface OrderRepositoryCustom {

	/**
	 * Creates an {@link Invoice} for the given {@link Order}.
	 *
	 * @param order must not be {@literal null}.
	 * @return
	 */
	Invoice getInvoiceFor(Order order);
}
